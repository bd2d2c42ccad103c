import { describe, expect, it } from 'vitest';
import { scenarioTool, turnOf } from '../test-support/fixtures.ts';
import { estimateSchemaTokens } from './token-estimate.ts';
import { buildTurn } from './turn.ts';

const tool = (capability_id: string, name: string, description = '') =>
  scenarioTool(capability_id, name, description);

describe(buildTurn, () => {
  it('lands exact lookups of a repeated name on its last catalog entry (SCENARIO.md, duplicate names)', () => {
    const turn = turnOf({ definitions: [tool('b.x', 'dup', 'second'), tool('a.x', 'dup', 'first')] });
    // Catalog order is by name, stable: surface order among equals.
    expect(turn.catalog.map((e) => e.definition.capability_id)).toEqual(['b.x', 'a.x']);
    expect(turn.catalogByName.get('dup')?.definition.capability_id).toBe('a.x');
  });

  it('estimates each entry from its canonical schema and re-checks the policy per entry', () => {
    const turn = turnOf({
      definitions: [tool('a.x', 'ax', 'é'), tool('b.x', 'bx')],
      policy: { kind: 'allow_only', ids: ['b.x'] },
    });
    const [ax, bx] = turn.catalog;
    expect(turn.tokensOf(ax!)).toBe(estimateSchemaTokens(ax!.definition));
    expect([turn.permitted(ax!), turn.permitted(bx!)]).toEqual([false, true]);
    expect(turn.namespaces).toEqual([{ namespace: 'b', tool_names: ['bx'] }]);
  });

  it('picks the renderer by mode: namespaces for namespaces/bridged, alphabetical otherwise', () => {
    const renderer = (mode: string) =>
      turnOf({ mode, definitions: [tool('a.x', 'ax')] }).index.explanation.renderer;
    expect(['off', 'compact', 'signatures', 'namespaces', 'bridged'].map(renderer)).toEqual([
      'alphabetical',
      'alphabetical',
      'alphabetical',
      'namespaces',
      'namespaces',
    ]);
  });
});
