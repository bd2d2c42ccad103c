import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { describeBridges, readBridgeTools } from './bridges.ts';
import { estimateSchemaTokens } from './token-estimate.ts';

const { bridgeTools } = loadTemplates();

describe(readBridgeTools, () => {
  it('reads the three bridges of prompts/bridge_tools.json in their fixed order', () => {
    const bridges = readBridgeTools(bridgeTools);
    expect(bridges.map((b) => [b.name, b.capability_id])).toEqual([
      ['tool_search', 'ironclaw.tool_search'],
      ['tool_describe', 'ironclaw.tool_describe'],
      ['tool_call', 'ironclaw.tool_call'],
    ]);
  });

  it.each(['{}', 'not json', '[1]'])('throws on a malformed file %j', (text) => {
    expect(() => readBridgeTools(text)).toThrow();
  });
});

describe(describeBridges, () => {
  it("advertises the index as tool_search's description, re-estimated; the other two keep theirs", () => {
    const bridges = readBridgeTools(bridgeTools);
    const index = 'Index text — with multi-byte characters: 你好';
    const [search, describe_, call] = describeBridges(bridges, index);
    expect(search!.static_description).toBe(bridges[0]!.description);
    expect(search!.advertised_description).toBe(index);
    expect(search!.static_est_schema_tokens).toBe(estimateSchemaTokens(bridges[0]!));
    expect(search!.advertised_est_schema_tokens).toBe(
      estimateSchemaTokens({ ...bridges[0]!, description: index }),
    );
    expect(search!.advertised_est_schema_tokens).not.toBe(search!.static_est_schema_tokens);
    for (const [report, bridge] of [
      [describe_!, bridges[1]!],
      [call!, bridges[2]!],
    ] as const) {
      expect(report.advertised_description).toBe(bridge.description);
      expect(report.advertised_est_schema_tokens).toBe(report.static_est_schema_tokens);
    }
  });
});
