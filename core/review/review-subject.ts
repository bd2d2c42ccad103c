import { NESTED_TOO_DEEPLY } from '../json/json-limits.ts';
import { invalidJsonMessage, isJsonObject, type JsonValue } from '../json/json-value.ts';
import { type MadeLink, makeShareLink } from '../links/link.ts';
import { buildProviderTools, type ProviderTools } from '../provider-tools.ts';
import type { Report } from '../report/report.ts';
import type { Scenario } from '../scenario.ts';
import type { ScenarioLoad } from '../session/edit-session.ts';
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

/**
 * The review of what a text evaluated to (EditSession.load), so a review reads a
 * scenario exactly as the report and every panel do. `link` makes the share link
 * of the load's text, for a caller that has just made the same one (it must equal
 * `makeShareLink`). Never throws; the options change the cost, never the result.
 */
export function prepareReview(
  load: ScenarioLoad,
  templates: Templates,
  { link = makeShareLink }: { link?: (text: string) => MadeLink } = {},
): ReviewSubjectResult {
  const { parse, evaluation } = load;
  if (!evaluation.ok) return evaluation;
  if (!parse.ok) return { ok: false, error: invalidJsonMessage(parse) };
  const value = parse.value;
  try {
    const { report, scenario, turn } = evaluation;
    // Deflating a large catalog is the slowest step of a review: made only for what reads it (the report's links).
    let made: { link: string | null } | null = null;
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
        get link() {
          made ??= { link: linkOrNull(link(load.text)) };
          return made.link;
        },
        templates,
      },
    };
  } catch (err) {
    // The same guard as the evaluation's: a hostile scenario must give a message, not a throw.
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
