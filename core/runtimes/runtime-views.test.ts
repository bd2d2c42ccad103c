import { describe, expect, it } from 'vitest';
import { review, tool } from '../../test-support/review-scenarios.ts';
import { type RuntimeId, runtimeViews } from './runtime-views.ts';
import { planTiers } from './tier-plan.ts';

/** Four of the agent's own tools plus `serverTools` of an imported MCP server "acme", deferring past 3. */
function scenario(serverTools: number, own = 4, maxTools = 3) {
  const definitions = [
    tool('builtin.time', { name: 'time' }),
    ...Array.from({ length: own }, (_, i) => tool(`x.own_${i}`)),
    ...Array.from({ length: serverTools }, (_, i) => tool(`mcp-acme.op_${i}`)),
  ];
  return review({ definitions, caps: { max_tools: maxTools } });
}

function viewsOf(s: ReturnType<typeof scenario>, countO200k?: (t: string) => number) {
  const plan = planTiers(s.report, s.value);
  const views = runtimeViews(plan, { contextWindow: null, countO200k });
  const by = (id: RuntimeId) => views.find((v) => v.id === id)!;
  return { plan, by };
}

describe(planTiers, () => {
  it('loads core tools and defers the rest; MCP tools carry their server', () => {
    const { plan } = viewsOf(scenario(3));
    expect(plan.tools.find((t) => t.name === 'time')?.deferred).toBe(false);
    expect(plan.deferred).toContain('x__own_0');
    expect(plan.tools.find((t) => t.name === 'mcp-acme__op_0')?.server).toBe('acme');
    expect(plan.tools.find((t) => t.name === 'x__own_0')?.server).toBeNull();
  });
  it('defers nothing when every tool fits', () => {
    const { plan } = viewsOf(scenario(1, 1, 50));
    expect(plan.deferred).toEqual([]);
  });
});

describe(runtimeViews, () => {
  it('Anthropic: the core tool up front (beside the search tool), the rest deferred and reached by search', () => {
    const { plan, by } = viewsOf(scenario(3));
    const a = by('anthropic-messages');
    // Counted as OpenAI counts it: the catalog's tools loaded in full, not the runtime's search tool.
    expect(a.upfront.tools).toBe(1);
    // Its search tool is sent beside them, named, and counted among the tools not deferred.
    expect(a.upfront.own).toEqual(['tool_search_tool_bm25']);
    expect(a.checks.find((c) => c.kind === 'minimum')?.actual).toBe(2);
    expect(by('openai-responses').upfront.tools).toBe(a.upfront.tools);
    expect(a.deferred.tools).toBe(plan.deferred.length);
    expect(a.deferred.reach).toContain('tool_reference');
    expect(a.upfront.tokens.method).toBe('ironclaw_estimate');
    expect(a.checks.every((c) => !c.hit)).toBe(true);
  });

  it('OpenAI Responses: a namespace of 10 functions breaks the guidance; figures use o200k when given', () => {
    const { by } = viewsOf(scenario(10), () => 7);
    const r = by('openai-responses');
    const check = r.checks.find((c) => c.subject === 'acme')!;
    expect(check).toMatchObject({ hit: true, limit: 10, actual: 10, kind: 'guidance' });
    expect(r.upfront.tokens.method).toBe('o200k_base');
    expect(r.upfront.tokens.tokens).toBe(7);
    // One figure, two numbers: the estimate Turns and `report` give travels beside the count, to be shown labelled.
    expect(r.upfront.tokens.estimate).toBe(
      viewsOf(scenario(10)).by('openai-responses').upfront.tokens.tokens,
    );
    expect(
      viewsOf(scenario(9))
        .by('openai-responses')
        .checks.find((c) => c.subject === 'acme')?.hit,
    ).toBe(false);
  });

  it('Chat Completions over 128 functions: the 400 with its text', () => {
    const { by } = viewsOf(scenario(125));
    const chat = by('openai-chat');
    expect(chat.upfront.tools).toBe(130);
    const capCheck = chat.checks.find((c) => c.fact_id === 'openai_chat.max_tools')!;
    expect(capCheck.hit).toBe(true);
    // The current reference no longer states the cap: both it and the message are what the API was seen to return.
    expect(capCheck).toMatchObject({ evidence: 'observed', error_text_evidence: 'observed' });
    expect(capCheck.error_text).toBe(
      "Invalid 'tools': array too long. Expected an array with maximum length 128, but got an array with length 130 instead.",
    );
    expect(viewsOf(scenario(123)).by('openai-chat').checks[0]!.hit).toBe(false);
  });

  it('Cursor keeps the first 40 in the catalog’s order; Windsurf, VS Code and Gemini caps', () => {
    const { by } = viewsOf(scenario(100));
    expect(by('cursor').upfront.tools).toBe(40);
    expect(by('cursor').lost).toHaveLength(65);
    // The catalog lists time, own_0…own_3, then op_0…op_99: op_35 is the 41st, though op_4 sorts after it by name.
    expect(by('cursor').lost[0]).toBe('mcp-acme__op_35');
    expect(by('cursor').lost).toContain('mcp-acme__op_99');
    expect(by('cursor').lost).not.toContain('mcp-acme__op_4');
    const vscode = viewsOf(scenario(125)).by('vscode-copilot').checks[0]!;
    expect(vscode).toMatchObject({ hit: true, error_text: 'Cannot have more than 128 tools per request.' });
    expect(by('windsurf').checks[0]!.hit).toBe(true);
    expect(by('vscode-copilot').checks[0]!.hit).toBe(false);
    expect(by('gemini').checks[0]!.hit).toBe(false);
    const g = viewsOf(scenario(508)).by('gemini').checks[0]!;
    expect(g).toMatchObject({ hit: true, actual: 513, evidence: 'observed' });
    expect(g.error_text).toContain('At most 512 function declarations');
    const vertex = viewsOf(scenario(125)).by('gemini').checks[1]!;
    expect(vertex).toMatchObject({ fact_id: 'gemini.vertex_declarations', limit: 128, hit: true });
  });

  it('Copilot CLI below 30 tools sends everything', () => {
    expect(viewsOf(scenario(3)).by('copilot-cli').checks[0]!.hit).toBe(true);
    expect(viewsOf(scenario(30)).by('copilot-cli').checks[0]!.hit).toBe(false);
  });

  it('Claude Code states its assumption and the auto decision', () => {
    const cc = viewsOf(scenario(3)).by('claude-code');
    expect(cc.notes.join('\n')).toContain('200000 tokens is assumed');
    expect(cc.notes.join('\n')).toMatch(
      /ENABLE_TOOL_SEARCH=auto: tool definitions \d+ tokens ≤ 10 % of 200000/,
    );
  });
});
