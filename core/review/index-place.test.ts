import { describe, expect, it } from 'vitest';
import { manyTools, review, tool } from '../../test-support/review-scenarios.ts';
import { explainIndexPlace, unnamedTools } from './index-place.ts';

const entryOf = (subject: ReturnType<typeof review>, name: string) =>
  subject.turn.catalog.find((e) => e.definition.name === name) ?? null;

/** `count` tools in catalog order whose names are `width` bytes long, all discoverable. */
function padded(count: number, width: number, shorten: Map<number, number> = new Map()) {
  return Array.from({ length: count }, (_, i) => {
    const base = `t${String(i).padStart(3, '0')}_`;
    return tool(`svc.t${i}`, { name: base.padEnd(width - (shorten.get(i) ?? 0), 'x') });
  });
}

describe(unnamedTools, () => {
  it('names a cut tool once exactly its bytes_to_free are freed before its line, and not one byte less', () => {
    // compact mode writes the alphabetical index: lines in catalog order, so shortening earlier names frees bytes.
    const scenario = (shorten?: Map<number, number>) =>
      review({ definitions: padded(200, 40, shorten), mode: 'compact' });
    const subject = scenario();
    const unnamed = unnamedTools(subject.report);
    expect(unnamed.length).toBeGreaterThan(10);
    const target = unnamed[3]!;
    expect(target.to_name).toMatchObject({ ahead_count: 3, order: 'catalog' });
    expect(target.to_name.ahead).toEqual(unnamed.slice(0, 3).map((t) => t.name));
    const need = target.to_name.bytes_to_free;
    expect(need).toBeGreaterThan(0);

    // Spread the bytes to free over the first named tools (each may lose up to 30 characters of padding).
    const spread = (bytes: number) => {
      const cuts = new Map<number, number>();
      for (let i = 0; bytes > 0; i++) {
        const take = Math.min(30, bytes);
        cuts.set(i, take);
        bytes -= take;
      }
      return cuts;
    };
    const named = (s: ReturnType<typeof review>) =>
      s.report.explain.index.sections.some((x) => x.kind === 'representative' && x.name === target.name);
    expect(named(scenario(spread(need)))).toBe(true);
    expect(named(scenario(spread(need - 1)))).toBe(false);
  });

  it('lists the unnamed tools ahead in fair-round order, and the first left out ends where the budget stopped', () => {
    const subject = review({ definitions: manyTools(300, 3, 40) });
    const index = subject.report.explain.index;
    const unnamed = unnamedTools(subject.report);
    expect(unnamed.length).toBe(index.total_count - index.shown_count);
    expect(unnamed[0]!.to_name.bytes_through_line).toBe(index.stopped_at!.bytes_if_added);
    expect(unnamed[0]!.to_name.ahead_count).toBe(0);
    // Fair rounds: round r of every namespace comes before round r + 1 of any.
    const rounds = unnamed.map((t) => t.round!);
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
    const last = unnamed.at(-1)!;
    expect(last.to_name.ahead_count).toBe(unnamed.length - 1);
    expect(last.to_name.ahead).toEqual(unnamed.slice(0, 5).map((t) => t.name));
    expect(last.to_name.order).toBe('fair_rounds');
  });

  it('counts every namespace line before a tool when the namespace list itself overflowed', () => {
    const many = review({
      definitions: Array.from({ length: 150 }, (_, i) =>
        tool(`a-rather-long-namespace-name-${i}.x`, { name: `t${i}` }),
      ),
    });
    const place = explainIndexPlace(many, entryOf(many, 't5'));
    if (place.status !== 'namespaces_overflow') throw new Error(place.status);
    const header = many.report.explain.index.sections[0]!.end_byte;
    // Far past the budget: the header, 150 namespace lines and the heading come before any tool line.
    expect(place.to_name.bytes_through_line).toBeGreaterThan(header + 150 * 30);
    expect(place.to_name.bytes_to_free).toBe(place.to_name.bytes_through_line + place.reserve - place.budget);
  });

  it('has nothing to say when every tool is named', () => {
    expect(unnamedTools(review({ definitions: manyTools(5, 2) }).report)).toEqual([]);
  });
});
