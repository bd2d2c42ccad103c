import { evaluateScenarioTurn, type TurnEvaluation } from '../evaluate.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { NESTED_TOO_DEEPLY } from '../json/json-limits.ts';
import { isJsonObject, type JsonValue } from '../json/json-value.ts';
import type { KnownEdit } from '../json/text-edit.ts';
import { type MadeLink, makeShareLink } from '../links/link.ts';
import { buildProviderTools, type ProviderTools } from '../provider-tools.ts';
import type { Report } from '../report/report.ts';
import type { Scenario } from '../scenario.ts';
import { createEditSession, type EditSession } from '../session/edit-session.ts';
import type { Templates } from '../templates.ts';
import type { Turn } from '../turn.ts';
import { type ImportedServer, readImportedServers } from './imported-servers.ts';

/**
 * One scenario evaluated for a design review: the report the panels show, the
 * turn it was built from (the search index, the catalog's tier rules), the tools
 * array a provider request carries, the imported servers and the share link.
 * Every review function (findings, "why?", compare, the report) reads this.
 */
export interface ReviewSubject {
  /** The scenario's `name`, when it has one. */
  name: string | null;
  /** The scenario as given (the raw definitions, `servers` and the playground's own keys). */
  value: JsonValue;
  scenario: Scenario;
  turn: Turn;
  report: Report;
  provider: ProviderTools;
  servers: ImportedServer[];
  /** The share-link fragment (`#v…`) that opens this scenario in the playground; null when it is too large for one. */
  link: string | null;
  /** The prompt texts it was evaluated with, for what replays it (the Turns timeline). */
  templates: Templates;
}

export type ReviewSubjectResult = { ok: true; subject: ReviewSubject } | { ok: false; error: string };

/** What a caller reviewing one scenario after another can lend each review. */
export interface PrepareOptions {
  /** The edit session of this side (one per scenario being edited): an edit is read and evaluated incrementally. */
  session?: EditSession;
  /** How the share link is made, for a caller that has just made the same one (it must equal `makeShareLink`). */
  link?: (text: string) => MadeLink;
  /** How `text` was made from an earlier text, when the caller knows (EditSession.load). */
  edit?: KnownEdit;
}

/**
 * `text` is the scenario as written (its link carries exactly that text), read
 * through an edit session (core/session/edit-session.ts) as the playground reads it; a
 * value alone is linked through its canonical JSON. Never throws. The options
 * change the cost, never the result.
 */
export function prepareReview(
  source: { text: string } | { value: JsonValue },
  templates: Templates,
  { session, link = makeShareLink, edit }: PrepareOptions = {},
): ReviewSubjectResult {
  let value: JsonValue;
  let text: string;
  let evaluated: TurnEvaluation;
  if ('text' in source) {
    const loaded = (session ?? createEditSession(templates)).load(source.text, edit);
    const { parse } = loaded;
    if (!parse.ok) {
      return {
        ok: false,
        error: `invalid JSON at line ${parse.line}, column ${parse.column}: ${parse.error}`,
      };
    }
    value = parse.value;
    text = source.text;
    evaluated = loaded.evaluation!;
  } else {
    value = source.value;
    text = canonicalJson(value);
    evaluated = evaluateScenarioTurn(value, templates);
  }
  if (!evaluated.ok) return evaluated;
  try {
    const { report, scenario, turn } = evaluated;
    return {
      ok: true,
      subject: {
        name: isJsonObject(value) && typeof value.name === 'string' ? value.name : null,
        value,
        scenario,
        turn,
        report,
        provider: buildProviderTools(report, value),
        servers: readImportedServers(value),
        link: linkOrNull(link(text)),
        templates,
      },
    };
  } catch (err) {
    // The same guard as evaluateScenario's: a hostile scenario must give a message, not a throw.
    return { ok: false, error: err instanceof RangeError ? NESTED_TOO_DEEPLY : String(err) };
  }
}

/**
 * Whether the model reads the index and can search this turn: tool_search is in
 * the tools array. In `off`, or when every tool fits the caps, nothing is
 * deferred, so the index, its budget and the search bounds do not reach the model.
 */
export function searchIsAdvertised(subject: ReviewSubject): boolean {
  return subject.provider.tools.some((t) => t.bridge && t.name === 'tool_search');
}

function linkOrNull(made: MadeLink): string | null {
  return made.ok ? made.hash : null;
}
