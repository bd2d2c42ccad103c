import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewText } from '../../test-support/review-scenarios.ts';
import { toolCount } from '../display/tool-count.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { fromPlain } from '../json/json-value.ts';
import { utf8Length } from '../text/utf8-length.ts';
import { advertisedFigures } from './advertised-figures.ts';
import { explainTool } from './explain-tool.ts';
import { describeExplanation } from './explain-words.ts';
import type { ReviewSubject } from './review-subject.ts';
import { summarizeSide } from './side-summary.ts';

/**
 * "Why?" restates figures the report already holds; over random scenarios, every
 * figure it gives must be the report's own: what the turn advertises (the header's
 * and the review summary's count and tokens), the caps, where the tool's line is in
 * the index, its tier, and its rank for each query the scenario runs.
 */

const SERVICES = [
  'github',
  'jira',
  'slack',
  'calendar',
  'drive',
  'builtin',
  'ironclaw',
  'a-very-long-service-name',
];
const ACTIONS = [
  'create_issue',
  'list',
  'search',
  'send_message',
  'time',
  'read_file',
  'shell',
  'memory_search',
];
const WORDS = ['create', 'issue', 'to', 'the', 'a', 'list', 'open', 'bugs', 'send', 'message', 'café', 'for'];

const words = fc.array(fc.constantFrom(...WORDS), { maxLength: 8 }).map((w) => w.join(' '));

/** Tools with distinct names and ids: some core by name or id rule, most discoverable, some with long names. */
const tools = fc
  .array(
    fc.record({
      service: fc.constantFrom(...SERVICES),
      action: fc.constantFrom(...ACTIONS),
      pad: fc.nat({ max: 60 }),
      serial: fc.nat({ max: 9999 }),
      description: words,
      schemaWords: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }),
    }),
    { maxLength: 250, size: 'large' },
  )
  .map((drafts) => {
    const seen = new Set<string>();
    return drafts.flatMap((d) => {
      // A third of the tools keep the bare action as their name, so core names occur.
      const local = d.serial % 3 === 0 ? d.action : `${d.action}_${d.serial}`.padEnd(d.pad, 'x');
      const id = `${d.service}.${local}`;
      const name = d.serial % 3 === 0 ? local : id.replaceAll('.', '__');
      if (seen.has(id) || seen.has(name)) return [];
      seen.add(id);
      seen.add(name);
      const properties = Object.fromEntries(d.schemaWords.map((w) => [w, { type: 'string' }]));
      return [
        { capability_id: id, name, description: d.description, parameters: { type: 'object', properties } },
      ];
    });
  });

const scenario = tools.chain((defs) =>
  fc.record({
    definitions: fc.constant(defs),
    mode: fc.constantFrom('off', 'compact', 'signatures', 'namespaces', 'bridged'),
    caps: fc.record({
      max_tokens: fc.integer({ min: 0, max: 6000 }),
      max_tools: fc.integer({ min: 0, max: 40 }),
      ctx_limit: fc.option(fc.integer({ min: 0, max: 60000 })),
    }),
    policy: fc.oneof(
      fc.constant({ kind: 'allow_all' }),
      fc.record({
        kind: fc.constantFrom('allow_only', 'all_except'),
        ids: fc.subarray(defs.map((d) => d.capability_id)),
      }),
    ),
    pins: fc.subarray(defs.map((d) => d.capability_id)),
    promoted: fc.subarray([...defs.map((d) => d.name), 'ghost_tool']),
    queries: fc.array(
      fc.record({
        query: fc.oneof(words, fc.constantFrom(...defs.map((d) => d.name), 'github')),
        limit: fc.integer({ min: 1, max: 20 }),
      }),
      { maxLength: 2 },
    ),
  }),
);

function subjectOf(value: unknown): ReviewSubject {
  return reviewText(canonicalJson(fromPlain(value)));
}

describe('every "Why?" figure is the report’s', () => {
  it('advertised count and tokens, caps, index bytes, tier and rank', () => {
    fc.assert(
      fc.property(scenario, (parts) => {
        const subject = subjectOf(parts);
        const { report } = subject;
        const sent = advertisedFigures(report);
        const summary = summarizeSide(subject);
        // The header (advertisedFigures) and the review summary count the same request.
        expect([sent.count, sent.tokens]).toEqual([summary.advertised_tools, summary.advertised_est_tokens]);
        const sentNames = new Set(subject.provider.tools.map((t) => t.name));
        const description = new TextEncoder().encode(report.tool_search_description);

        // A sample of the catalog, spread over it: explaining all of a 250-tool catalog each run adds nothing.
        const step = Math.max(1, Math.ceil(report.catalog.length / 30));
        for (const entry of report.catalog.filter((_, i) => i % step === 0)) {
          const why = explainTool(subject, entry.name);
          const a = why.advertised;
          expect(a.advertised_count).toBe(sent.count);
          expect(a.advertised_tokens).toBe(sent.tokens);
          expect(a.deferred).toBe(summary.deferred);
          expect(a.threshold).toBe(report.caps.defer_threshold_tokens);
          expect(a.max_tools).toBe(Number(report.caps.max_tools));
          expect(a.effective_count).toBe(report.catalog.filter((e) => e.permitted).length);
          expect(a.effective_count).toBe(summary.permitted_tools);
          expect(a.advertised).toBe(sentNames.has(entry.name));
          expect(why.tier?.tier).toBe(entry.tier);
          expect(why.schema?.est_tokens).toBe(entry.est_schema_tokens);

          const advertisedLine = describeExplanation(why).find((l) => l.label === 'Advertised')!.text;
          expect(advertisedLine).toContain(
            `the turn advertises ${toolCount(sent.count)}, ${sent.tokens} est. tokens`,
          );

          const place = why.index;
          const listed = report.explain.index.sections.some(
            (s) => s.kind === 'representative' && s.name === entry.name,
          );
          expect(place.status === 'listed').toBe(listed);
          if (place.status === 'listed') {
            expect(place.end_byte).toBeLessThanOrEqual(report.tool_search_description_bytes);
            expect(new TextDecoder().decode(description.subarray(place.start_byte, place.end_byte))).toBe(
              place.line,
            );
          }
          if (place.status === 'cut' || place.status === 'namespaces_overflow') {
            const t = place.to_name;
            expect(t.bytes_to_free).toBe(t.bytes_through_line + place.reserve - place.budget);
            expect(t.bytes_to_free).toBeGreaterThan(0);
            expect(t.bytes_through_line).toBeGreaterThanOrEqual(place.stopped_at.bytes_if_added);
            expect(t.ahead.length).toBe(Math.min(5, t.ahead_count));
          }
          if (place.status === 'not_indexed' && entry.permitted) expect(place.reason).toBe('core');
          if (place.status !== 'not_indexed') expect(entry.tier).toBe('discoverable');
        }

        // Ranks: each result of each query is placed where tool_search placed it.
        report.searches.forEach((search, k) => {
          if (!search.ok) return;
          const query = parts.queries[k]!.query;
          search.index.names.forEach((name, i) => {
            const rank = explainTool(subject, name, query).query_search;
            expect(rank?.rank).toBe(i + 1);
            expect(rank?.score).toBe(search.index.scores[i]?.score ?? rank?.score);
          });
        });
        expect(utf8Length(report.tool_search_description)).toBe(report.tool_search_description_bytes);
      }),
      { numRuns: 40 },
    );
  });
});
