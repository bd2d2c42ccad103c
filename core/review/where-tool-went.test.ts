import { describe, expect, it } from 'vitest';
import { review, tool } from '../../test-support/review-scenarios.ts';
import { compareScenarios } from './compare-scenarios.ts';
import { explainTool } from './explain-tool.ts';
import { describeExplanation } from './explain-words.ts';
import { whereToolWent } from './where-tool-went.ts';

const lookup = tool('mcp-shop.lookup_order', { description: 'Look up an order by its number' });
const refund = tool('mcp-shop.refund_order', { description: 'Refund an order' });
const before = review({ definitions: [lookup, refund, tool('mcp-shop.ping')] });
// lookup_order renamed (same description and schema), refund_order removed, ping kept.
const after = review({
  definitions: [
    { ...lookup, capability_id: 'mcp-shop.find_order', name: 'mcp-shop__find_order' },
    tool('mcp-shop.ping'),
  ],
});
const change = compareScenarios(before, after).catalog;

describe(whereToolWent, () => {
  it('says where a name of the baseline went: renamed, removed, or nowhere it knows of', () => {
    expect(whereToolWent(change, 'mcp-shop__lookup_order')).toBe(
      'renamed to mcp-shop__find_order in this change',
    );
    expect(whereToolWent(change, 'mcp-shop__refund_order')).toBe('removed in this change');
    expect(whereToolWent(change, 'mcp-shop__ping')).toBeNull();
    expect(whereToolWent(change, 'never_was')).toBeNull();
  });

  it('is what the old name’s Why? says, instead of knowing no such tool', () => {
    const why = explainTool(after, 'mcp-shop__lookup_order');
    const surface = (went?: string | null) =>
      describeExplanation(why, went).find((l) => l.label === 'Surface')!.text;
    expect(surface()).toBe('no definition has this name');
    expect(surface(whereToolWent(change, 'mcp-shop__lookup_order'))).toBe(
      'not in this scenario: renamed to mcp-shop__find_order in this change',
    );
    // A name B still knows is explained as it is; where a baseline name went is no part of it.
    const kept = explainTool(after, 'mcp-shop__ping');
    expect(describeExplanation(kept, 'removed in this change')).toEqual(describeExplanation(kept));
  });
});
