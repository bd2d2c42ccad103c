import type { CatalogChange, ServerChange, ToolFigures } from './catalog-change.ts';
import type { ParameterChange } from './catalog-diff.ts';
import { firstOf, item, type MarkdownContext } from './markdown-list.ts';
import { escapeMarkdown, inlineCode, wrapProse } from './markdown-text.ts';
import type { WordPart } from './word-diff.ts';

/** The catalog diff as the review's Markdown says it: breaking changes first, then each server's tools. */
export function catalogChangeLines(change: CatalogChange, ctx: MarkdownContext): string[] {
  const { added, removed, renamed, changed } = change.counts;
  const out = [
    `### What the catalog changed (${added} added, ${removed} removed, ${renamed} renamed, ${changed} changed)`,
    '',
  ];
  if (change.servers.length === 0) return [...out, 'No tool was added, removed, renamed or changed.', ''];
  out.push(
    change.breaking.length === 0
      ? 'Breaking changes: none.'
      : `Breaking changes (${change.breaking.length}):`,
  );
  for (const b of firstOf(change.breaking, ctx.limits.findings, 'breaking changes', ctx))
    out.push(item(`- **${b.severity}** ${inlineCode(b.kind)}: ${escapeMarkdown(b.message)}`));
  out.push('');
  // Servers are a list like any other: a catalog of many changed servers must still fit the budget.
  for (const s of firstOf(change.servers, ctx.limits.names, 'servers’ changes', ctx))
    out.push(...serverLines(s, ctx), '');
  return out;
}

function serverLines(s: ServerChange, ctx: MarkdownContext): string[] {
  const out = [wrapProse(`Server ${inlineCode(s.server)}:`)];
  for (const t of firstOf(s.added, ctx.limits.names, 'tools added', ctx))
    out.push(item(`- Added ${inlineCode(t.name)}${figures(null, t.b)}`));
  for (const t of firstOf(s.removed, ctx.limits.names, 'tools removed', ctx))
    out.push(item(`- Removed ${inlineCode(t.name)}${figures(t.a, null)}`));
  for (const t of firstOf(s.renamed, ctx.limits.names, 'tools renamed', ctx))
    out.push(
      item(
        `- Renamed ${inlineCode(t.from.name)} → ${inlineCode(t.to.name)} (same description and schema)${figures(t.a, t.b)}`,
      ),
    );
  for (const t of firstOf(s.changed, ctx.limits.names, 'tools changed', ctx)) {
    out.push(item(`- Changed ${inlineCode(t.name)}${figures(t.a, t.b)}`));
    if (t.description) out.push(item(`  - Description: ${wordsInMarkdown(t.description)}`));
    for (const p of t.parameters) out.push(item(`  - ${escapeMarkdown(describeParameterChange(p))}`));
    if (t.annotations) out.push(item('  - Annotations changed'));
    const others = t.fields.filter((f) => !['description', 'parameters', 'annotations'].includes(f.field));
    if (others.length > 0)
      out.push(item(`  - Also changed: ${others.map((f) => inlineCode(f.field)).join(', ')}`));
  }
  return out;
}

/** ": ≈ 40 → ≈ 52 tokens, deferred, listed in the index, own-name rank 1 → 3", only what is known. */
function figures(a: ToolFigures | null, b: ToolFigures | null): string {
  const parts: string[] = [];
  const pair = <T>(get: (f: ToolFigures) => T, show: (v: T) => string) => {
    const x = a ? show(get(a)) : null;
    const y = b ? show(get(b)) : null;
    return x === null ? y! : y === null || x === y ? x : `${x} → ${y}`;
  };
  if (a === null && b === null) return '';
  parts.push(
    `${pair(
      (f) => f.est_tokens,
      (v) => `≈ ${v}`,
    )} tokens (estimate)`,
  );
  parts.push(pair((f) => f.tier, String));
  parts.push(`namespace ${pair((f) => f.namespace, inlineCode)}`);
  parts.push(
    `index ${pair(
      (f) => f.index_place,
      (v) => v.replaceAll('_', ' '),
    )}`,
  );
  parts.push(
    `own-name rank ${pair(
      (f) => f.own_name_rank,
      (v) => (v === null ? 'none' : String(v)),
    )}`,
  );
  return `: ${parts.join(', ')}`;
}

/** Removed words struck through, added words in bold; the rest as it reads. */
function wordsInMarkdown(parts: readonly WordPart[]): string {
  let out = '';
  for (const p of parts) {
    const text = escapeMarkdown(p.text.trim());
    if (p.op === 'same' || text === '') {
      out += p.text;
      continue;
    }
    // A removed run that ends the text meets the added one with no space of its own between them.
    if (out !== '' && !/\s$/.test(out)) out += ' ';
    out += `${p.op === 'removed' ? `~~${text}~~` : `**${text}**`}${/\s$/.test(p.text) ? ' ' : ''}`;
  }
  return out;
}

/** A parameter change in one plain line, the same in the Markdown and in Compare. */
export function describeParameterChange(p: ParameterChange): string {
  const name = `"${p.parameter}"`;
  switch (p.kind) {
    case 'added':
      return `Parameter ${name} added (${p.required ? 'required' : 'optional'}, ${p.type})`;
    case 'removed':
      return `Parameter ${name} removed${p.was_required ? ' (it was required)' : ''}`;
    case 'retyped':
      return `Parameter ${name} retyped: ${p.before} → ${p.after}`;
    case 'made_required':
      return `Parameter ${name} made required`;
    case 'made_optional':
      return `Parameter ${name} made optional`;
    case 'enum_added':
      return `Parameter ${name} accepts ${p.values.map((v) => `"${v}"`).join(', ')} too`;
    case 'enum_removed':
      return `Parameter ${name} no longer accepts ${p.values.map((v) => `"${v}"`).join(', ')}`;
    case 'described':
      return `Parameter ${name} described differently (description or bounds)`;
  }
}
