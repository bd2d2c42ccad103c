import { passingToolName, whatToChange } from '../admission/index.ts';
import { validateProviderName } from '../ids.ts';
import { isJsonObject } from '../json/json-value.ts';
import type { CutSummary, ServerSummary, SkippedToolSummary } from '../tool-formats/index.ts';
import { type Finding, type FindingCause, finding, plural, someNames } from './finding.ts';
import type { ImportedServer } from './imported-servers.ts';
import type { ReviewSubject } from './review-subject.ts';
import { secretInToolTextFinding } from './secret-findings.ts';

/**
 * The fix for one skipped tool, worded once for the import dialog's "Why?", the
 * findings and `disclosure import`: for its name, a name that would pass; for
 * anything else, its cause's advice.
 */
export function fixForSkippedTool(cause: string, name: string): string {
  return cause === 'invalid_tool_name' ? `rename it to ${passingToolName(name)}` : whatToChange({ cause });
}

/** A definition as the scenario gives it, valid or not: enough to tell which server's tool it is. */
interface DefinitionName {
  capability_id: string;
  name: string;
}

/**
 * What hosted MCP admission (MCP-ADMISSION.md) said about each imported server, as
 * the scenario's `servers` summaries remember it; the tools are the server's
 * definitions in the catalog.
 */
export function admissionFindings(subject: ReviewSubject): Finding[] {
  return serverFindings(
    subject.servers,
    definitionNames(subject.value),
    subject.turn.catalog.map((e) => e.definition),
  );
}

/**
 * The same findings from the servers and the definitions alone, so `disclosure
 * import` can say them before any review: a refused catalog (error, with the
 * rule and the fix), skipped tools (each by name with its rule), the safety
 * scan's matches (tool, field, text) and provider names over the limit. A
 * finding lists only the tools it is about.
 */
export function serverFindings(
  servers: readonly ImportedServer[],
  definitions: readonly DefinitionName[],
  catalog: readonly DefinitionName[] = definitions,
): Finding[] {
  const out: Finding[] = [];
  for (const server of servers) {
    if (server.failure !== null) out.push(notRead(server.id, server.failure));
    const quoted = secretInToolTextFinding(server, catalog);
    if (quoted !== null) out.push(quoted);
    const s = server.summary;
    if (s === null) continue;
    if (s.outcome !== 'admitted') {
      out.push(refused(server.id, s));
      continue;
    }
    if (s.skipped > 0) out.push(skipped(server.id, s));
    if (s.cuts.length > 0) out.push(truncated(server.id, s, catalog));
    if (s.findings_total > 0) out.push(safety(server.id, s, catalog));
    if (s.provider_name_errors > 0) {
      const ext = s.extension_id;
      const tools = ext
        ? definitions
            .filter((d) => d.capability_id.startsWith(`${ext}.`) && validateProviderName(d.name) !== null)
            .map((d) => d.name)
        : [];
      out.push(
        finding(
          'admission_provider_names',
          `Server ${server.id} has ${plural(s.provider_name_errors, 'tool')} whose provider name breaks the name rules, so the scenario rejects ${s.provider_name_errors === 1 ? 'it' : 'them'}${tools.length > 0 ? `: ${someNames(tools)}` : ''}.`,
          tools,
          // `tools` holds only names the rule refused, so each has its message.
          tools.map((name) => ({
            rule: 'provider_name',
            tool: name,
            text: name,
            detail: validateProviderName(name)!,
          })),
        ),
      );
    }
  }
  return out;
}

function notRead(id: string, failure: string): Finding {
  return finding(
    'server_not_read',
    `Server ${id} could not be read (${failure}), so none of its tools are in the catalog; start it and import it again.`,
    [],
    [{ rule: 'server_not_read', server: id, detail: failure }],
  );
}

function refused(id: string, s: ServerSummary): Finding {
  const r = s.rejection;
  const at = `Server ${id}'s catalog was refused at ${s.outcome}`;
  if (r === null) {
    // A summary written before rejections were detailed: the message is all there is.
    return finding(
      'admission_rejected',
      `${at}${s.message ? ` (${s.message})` : ''}, so none of its tools are offered; to have it admitted: ${lower(whatToChange({ cause: causeOf(s.outcome) }))}`,
    );
  }
  if (r.cause === 'invalid_tool_name') {
    const names = s.skipped_tools.filter((t) => t.cause === 'invalid_tool_name').map((t) => t.name);
    const first = r.tool ?? names[0] ?? '';
    const others = names.length > 1 ? ` and ${plural(names.length - 1, 'other tool')} break it too` : '';
    return finding(
      'admission_rejected',
      `${at}, so none of its tools are offered: every tool on a page was skipped for its name, as ${first} breaks the tool-name rule (${r.rule})${others}; a name like ${passingToolName(first)} would pass.`,
      [],
      s.skipped_tools.map((t) => skipCause(id, t)),
    );
  }
  const where = r.tool !== null ? ` in tool ${r.tool}${r.pointer ? ` at ${r.pointer}` : ''}` : '';
  const text = r.matched !== null && r.matched !== '' ? ` (text “${r.matched}”)` : '';
  const cause: FindingCause = {
    rule: r.cause,
    server: id,
    detail: r.detail ? `${r.rule}: ${r.detail}` : r.rule,
  };
  if (r.tool !== null) cause.tool = r.tool;
  if (r.pointer !== null) cause.field = r.pointer;
  if (r.matched !== null && r.matched !== '') cause.text = r.matched;
  cause.fix = whatToChange({ cause: r.cause });
  return finding(
    'admission_rejected',
    `${at}, so none of its tools are offered: ${r.rule}${r.detail ? ` (${r.detail})` : ''}${where}${text}; to have it admitted: ${lower(whatToChange({ cause: r.cause }))}`,
    [],
    [cause],
  );
}

function skipped(id: string, s: ServerSummary): Finding {
  const causes = Object.entries(s.skip_causes)
    .map(([cause, n]) => `${n} ${cause}`)
    .join(', ');
  const names = s.skipped_tools.map((t) => t.name);
  return finding(
    'admission_tools_skipped',
    `Admission skipped ${plural(s.skipped, 'tool')} of server ${id}${causes ? ` (${causes})` : ''}${names.length > 0 ? `: ${someNames(names)}` : ''}; it published ${s.published}.`,
    [],
    s.skipped_tools.map((t) => skipCause(id, t)),
  );
}

/** One skipped tool: its name, the rule it broke and, for a name, one that would pass. */
function skipCause(server: string, t: SkippedToolSummary): FindingCause {
  const cause: FindingCause = { rule: t.cause, server, tool: t.name };
  if (t.cause === 'invalid_tool_name') {
    cause.field = '/name';
    cause.text = t.name;
  } else cause.field = t.cause === 'invalid_description' ? '/description' : '/annotations';
  cause.fix = fixForSkippedTool(t.cause, t.name);
  if (t.rule) cause.detail = t.rule;
  return cause;
}

/**
 * Each text admission cut to its bound (§2.5), at its tool and field: how many bytes
 * the model will not read, from which byte, and the words either side of the cut.
 */
function truncated(id: string, s: ServerSummary, catalog: readonly DefinitionName[]): Finding {
  const where = (c: CutSummary) => `${c.tool}’s ${c.field === '/description' ? 'description' : 'title'}`;
  const first = s.cuts[0]!;
  const more = s.cuts.length > 1 ? ` and ${plural(s.cuts.length - 1, 'more text')}` : '';
  return finding(
    'admission_text_truncated',
    `Admission cut ${plural(s.cuts.length, 'text')} of server ${id} to its bound, so the model never reads the rest: ${where(first)}, ${first.bytes} bytes, keeps its first ${first.kept_bytes} and “...”, dropping ${first.dropped_bytes} bytes${more}.`,
    catalogNames(
      s,
      catalog,
      s.cuts.map((c) => c.tool),
    ),
    s.cuts.map((c) => ({
      rule: c.field === '/description' ? 'description_truncated' : 'title_truncated',
      server: id,
      tool: c.tool,
      field: c.field,
      text: c.after_cut,
      detail: `${c.bytes} bytes, past the ${c.limit}-byte bound: cut after byte ${c.kept_bytes} (“…${c.before_cut}” | “${c.after_cut}…”), ${c.dropped_bytes} bytes dropped`,
      fix: `shorten it to at most ${c.limit} bytes, the part the model must read first`,
    })),
  );
}

/** The catalog's names of a server's tools, given as the server names them. */
function catalogNames(
  s: ServerSummary,
  catalog: readonly DefinitionName[],
  tools: readonly string[],
): string[] {
  const ext = s.extension_id;
  return [...new Set(tools)].flatMap((tool) => {
    const entry = ext ? catalog.find((d) => d.capability_id === `${ext}.${tool}`) : undefined;
    return entry ? [entry.name] : [];
  });
}

function safety(id: string, s: ServerSummary, catalog: readonly DefinitionName[]): Finding {
  const ext = s.extension_id;
  const places = s.findings.flatMap((f) =>
    f.occurrences.map((o) => ({ ...o, severity: f.severity, pattern: f.pattern })),
  );
  // The scan names a tool as its server does; the catalog knows it by its provider name.
  const toolNames = [...new Set(places.map((p) => p.tool))];
  const tools = toolNames.flatMap((tool) => {
    const entry = ext ? catalog.find((d) => d.capability_id === `${ext}.${tool}`) : undefined;
    return entry ? [entry.name] : [];
  });
  const severities = [...new Set(s.findings.map((f) => f.severity))].join(', ');
  const first = places[0];
  const firstText = first
    ? `: “${first.matched}” in ${first.tool} at ${first.pointer}${places.length > 1 ? ` and ${plural(places.length - 1, 'more place')}` : ''}`
    : '';
  const unlisted = s.findings_total - s.findings.length;
  return finding(
    'admission_safety_findings',
    `The safety scan reported ${plural(s.findings_total, 'finding')} on server ${id}${severities ? ` (${severities})` : ''}${firstText}${unlisted > 0 ? `, ${unlisted} more not listed by admission` : ''}.`,
    tools,
    places.map((p) => {
      const cause: FindingCause = {
        rule: `safety_scan:${p.pattern}`,
        server: id,
        tool: p.tool,
        field: p.pointer,
        text: p.matched,
        detail: `${p.severity} finding`,
      };
      return cause;
    }),
  );
}

/** `tools_list:invalid_tool_name` → `invalid_tool_name`. */
function causeOf(outcome: string): string {
  const colon = outcome.indexOf(':');
  return colon < 0 ? outcome : outcome.slice(colon + 1);
}

/** The advice starts a sentence of its own; inside the finding's sentence it follows a colon. */
function lower(advice: string): string {
  const text = advice.charAt(0).toLowerCase() + advice.slice(1);
  // The finding is one sentence: the advice's own sentences are joined with semicolons.
  return text.replace(/\.\s+([A-Z])/g, (_m, c: string) => `; ${c.toLowerCase()}`).replace(/\.?$/, '.');
}

/** The scenario's definitions that have a string id and name, valid or not. */
function definitionNames(value: ReviewSubject['value']): DefinitionName[] {
  const list = isJsonObject(value) && Array.isArray(value.definitions) ? value.definitions : [];
  return list.flatMap((d) =>
    isJsonObject(d) && typeof d.capability_id === 'string' && typeof d.name === 'string'
      ? [{ capability_id: d.capability_id, name: d.name }]
      : [],
  );
}
