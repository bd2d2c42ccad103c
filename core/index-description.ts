import { byRound, fairRounds } from './fair-rounds.ts';
import {
  ALPHABETICAL_TAIL_RESERVE,
  INDEX_BUDGET_BYTES,
  MODEL_SAFE_MAX_BYTES,
  NAMESPACE_TAIL_RESERVE,
} from './limits.ts';
import type { NamespaceGroup } from './namespaces.ts';
import type { IndexExplanation, IndexSection } from './report/report.ts';
import { trimEndWhiteSpace } from './text/text.ts';
import { utf8Length } from './text/utf8-length.ts';

/** The `tool_search` description, the always-on catalog index (DISCLOSURE.md §6). */

export const REPRESENTATIVES_HEADING = '\nRepresentative tools (fair namespace rounds):';

/** A namespace's line in the index (§6.3). */
export function namespaceLine(namespace: string, toolCount: number): string {
  return `\n- ${namespace} (${toolCount})`;
}

/** A tool's line in the index, as both renderers write it. */
export function representativeLine(name: string): string {
  return `\n- ${name}`;
}

export interface RenderedIndex {
  text: string;
  explanation: IndexExplanation;
}

/** Appends pieces while tracking their byte offsets, so the UI can draw each part. */
class SectionWriter {
  readonly sections: IndexSection[] = [];
  bytes = 0;
  add(kind: IndexSection['kind'], text: string, extra: Partial<IndexSection> = {}): void {
    const start = this.bytes;
    this.bytes += utf8Length(text);
    this.sections.push({ kind, text, start_byte: start, end_byte: this.bytes, ...extra });
  }
  /** The budget rule: a line fits when length + line + reserve stays within the budget. */
  fits(line: string, reserve: number): boolean {
    return this.bytes + utf8Length(line) + reserve <= INDEX_BUDGET_BYTES;
  }
  text(): string {
    return this.sections.map((s) => s.text).join('');
  }
}

export function renderNamespaceIndex(
  namespaces: readonly NamespaceGroup[],
  templates: { namespaceHeader: string; emptyCatalog: string },
): RenderedIndex {
  const w = new SectionWriter();
  const base = {
    budget: INDEX_BUDGET_BYTES,
    reserve: NAMESPACE_TAIL_RESERVE,
    hard_cap: MODEL_SAFE_MAX_BYTES,
  };
  const total = namespaces.reduce((n, g) => n + g.tool_names.length, 0);
  const rounds = fairRounds(namespaces);

  if (namespaces.length === 0) {
    w.add('empty_catalog', trimEndWhiteSpace(templates.emptyCatalog));
    return explained(w, {
      ...base,
      renderer: 'empty_catalog',
      stopped_at: null,
      rounds,
      shown_count: 0,
      total_count: 0,
    });
  }

  const header = trimEndWhiteSpace(templates.namespaceHeader)
    .replaceAll('{{total_tools}}', String(total))
    .replaceAll('{{namespace_count}}', String(namespaces.length));
  w.add('header', header);

  for (const group of namespaces) {
    const line = namespaceLine(group.namespace, group.tool_names.length);
    if (!w.fits(line, NAMESPACE_TAIL_RESERVE)) {
      // §6.3: the overflow line ends the description; no representatives, no tail note.
      const stopped_at = {
        kind: 'namespace' as const,
        text: line,
        bytes_if_added: w.bytes + utf8Length(line),
      };
      w.add('namespace_overflow', '\n- additional authorized namespaces exist; use tool_search');
      return explained(w, {
        ...base,
        renderer: 'namespaces',
        stopped_at,
        rounds,
        shown_count: 0,
        total_count: total,
      });
    }
    w.add('namespace', line, { namespace: group.namespace });
  }

  w.add('representatives_heading', REPRESENTATIVES_HEADING);
  let shown = 0;
  let stopped_at: IndexExplanation['stopped_at'] = null;
  outer: for (const round of byRound(rounds)) {
    for (const { namespace, tool } of round) {
      const line = representativeLine(tool.name);
      if (!w.fits(line, NAMESPACE_TAIL_RESERVE)) {
        stopped_at = { kind: 'representative', text: line, bytes_if_added: w.bytes + utf8Length(line) };
        break outer;
      }
      w.add('representative', line, { name: tool.name, namespace, round: tool.round });
      tool.shown = true;
      shown++;
    }
  }
  if (shown < total) {
    w.add('tail', `\n…and ${total - shown} more — use tool_search(query="<service or action>").`);
  }
  return explained(w, {
    ...base,
    renderer: 'namespaces',
    stopped_at,
    rounds,
    shown_count: shown,
    total_count: total,
  });
}

export function renderAlphabeticalIndex(names: readonly string[], withSignatures: boolean): RenderedIndex {
  const w = new SectionWriter();
  const hint = withSignatures
    ? 'Search results may include complete schemas; use tool_describe when schema_complete=false.'
    : 'Use tool_describe after tool_search before invoking a result.';
  w.add('header', `Search ${names.length} additional tools loaded on demand. ${hint} Available tools:`);
  let shown = 0;
  let stopped_at: IndexExplanation['stopped_at'] = null;
  for (const name of names) {
    const line = representativeLine(name);
    if (!w.fits(line, ALPHABETICAL_TAIL_RESERVE)) {
      stopped_at = { kind: 'representative', text: line, bytes_if_added: w.bytes + utf8Length(line) };
      break;
    }
    w.add('representative', line, { name });
    shown++;
  }
  if (shown < names.length) w.add('tail', `\n…and ${names.length - shown} more — use tool_search.`);
  return explained(w, {
    renderer: 'alphabetical',
    budget: INDEX_BUDGET_BYTES,
    reserve: ALPHABETICAL_TAIL_RESERVE,
    hard_cap: MODEL_SAFE_MAX_BYTES,
    stopped_at,
    rounds: [],
    shown_count: shown,
    total_count: names.length,
  });
}

function explained(w: SectionWriter, rest: Omit<IndexExplanation, 'sections'>): RenderedIndex {
  return { text: w.text(), explanation: { ...rest, sections: w.sections } };
}

/** What upstream validates before the prompt is sent (§6, model-safe check). */
export function checkModelSafe(text: string): { ok: true } | { ok: false; error: string } {
  if (text.length === 0) return { ok: false, error: 'tool_search description must not be empty' };
  const bytes = utf8Length(text);
  if (bytes > MODEL_SAFE_MAX_BYTES) {
    return {
      ok: false,
      error: `tool_search description is ${bytes} bytes, over the ${MODEL_SAFE_MAX_BYTES}-byte cap`,
    };
  }
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text)) {
    return { ok: false, error: 'tool_search description contains a control character' };
  }
  return { ok: true };
}
