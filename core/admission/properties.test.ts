import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCapabilityId, validateProviderName } from '../ids.ts';
import { JsonNumber, type JsonValue } from '../json/json-value.ts';
import { admitHostedCatalog } from './admit-hosted-catalog.ts';
import { LITERAL_PATTERNS } from './literal-patterns.ts';

/**
 * Invariants of admission for any catalog: the report lists at most 16
 * findings, a skipped tool never becomes a definition, and every definition
 * passes the disclosure core's id rules or is listed in provider_name_errors.
 */

const RUNS = { numRuns: 80 };

// Texts mostly harmless, sometimes carrying pattern pieces, so findings and rejections both occur.
const fragment = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(' ', 'x', 'é', '\u00a0', 'act ', 'as', 'search', 'user') },
  {
    weight: 3,
    arbitrary: fc.constantFrom('disregard', 'act as', 'pretend to be', `base64: ${'A'.repeat(50)}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...LITERAL_PATTERNS.map((p) => p.text), 'eval (') },
);
const text = fc.array(fragment, { maxLength: 5 }).map((parts) => parts.join(''));

// Name prefixes that pass and that break the grammar; an index suffix keeps names distinct.
const namePrefix = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('ok', 'a.b', '9', 'x'.repeat(70), 'issues.search_') },
  { weight: 1, arbitrary: fc.constantFrom('Bad', '_x', 'a-.', 'n'.repeat(130), 'é') },
);
const description = fc.oneof(
  { weight: 10, arbitrary: text },
  { weight: 1, arbitrary: fc.constantFrom<JsonValue>('\u0007 bell', new JsonNumber('7'), null) },
);
const annotations = fc.option(
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ title: text }) },
    { weight: 4, arbitrary: fc.record({ destructiveHint: fc.boolean(), readOnlyHint: fc.boolean() }) },
    { weight: 1, arbitrary: fc.constant(null) },
  ),
  { nil: undefined, freq: 2 },
);

const toolArb = fc.record({ prefix: namePrefix, description, annotations, key: text, value: text });

const inputArb = fc
  .record({
    id: fc.constantFrom('acme', 'x', 'tools.long-name-for-a-server', 'y'.repeat(60)),
    pages: fc.array(fc.array(toolArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 }),
  })
  .map(({ id, pages }) => {
    let n = 0;
    const raw: JsonValue[][] = pages.map((tools) =>
      tools.map((t) => {
        const tool: Record<string, JsonValue> = {
          name: `${t.prefix}${n++}`,
          description: t.description,
          inputSchema: { type: 'object', properties: { [t.key || 'k']: { description: t.value } } },
        };
        if (t.annotations !== undefined) tool.annotations = t.annotations;
        return tool;
      }),
    );
    const input: JsonValue = {
      registration_id: id,
      pages: raw.map(
        (tools, i): JsonValue => (i + 1 < raw.length ? { tools, nextCursor: `p${i + 1}` } : { tools }),
      ),
    };
    return { input, raw };
  });

function admit(input: JsonValue) {
  const outcome = admitHostedCatalog(input);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.report;
}

describe('admission invariants', () => {
  it('never lists more than 16 findings, and findings_total counts them all', () => {
    fc.assert(
      fc.property(inputArb, ({ input }) => {
        const report = admit(input);
        expect(report.findings.length).toBeLessThanOrEqual(16);
        expect(report.findings.length).toBe(Math.min(16, report.findings_total));
        expect(report.explain.findings).toHaveLength(report.findings_total);
      }),
      RUNS,
    );
  });

  it('never turns a skipped tool into a definition', () => {
    fc.assert(
      fc.property(inputArb, ({ input, raw }) => {
        const report = admit(input);
        const ids = new Set(report.definitions.map((d) => d.capability_id));
        for (const { page, index } of report.skipped) {
          const name = (raw[page]![index] as { name: string }).name;
          expect(ids.has(`${report.extension_id}.${name}`)).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('gives definitions that pass the id rules, or lists their provider name as an error', () => {
    fc.assert(
      fc.property(inputArb, ({ input }) => {
        const report = admit(input);
        const listed = new Set(report.provider_name_errors.map((e) => e.capability_id));
        for (const d of report.definitions) {
          expect(validateCapabilityId(d.capability_id)).toBeNull();
          if (!listed.has(d.capability_id)) expect(validateProviderName(d.name)).toBeNull();
          else expect(validateProviderName(d.name)).not.toBeNull();
        }
      }),
      RUNS,
    );
  });
});
