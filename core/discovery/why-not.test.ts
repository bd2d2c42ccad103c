import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../../cli/templates.ts';
import { fromPlain, type JsonValue } from '../json/json-value.ts';
import { readScenario } from '../scenario.ts';
import { runToolSearch } from '../tool-search.ts';
import { buildTurn } from '../turn.ts';
import { explainAbsence } from './why-not.ts';

const templates = loadTemplates();
const def = (id: string, name: string, description: string, parameters: unknown = { type: 'object' }) => ({
  capability_id: id,
  name,
  description,
  parameters,
});

const definitions = [
  def('mail.send', 'mail__send', 'Send an email message'),
  def('mail.draft', 'mail__draft', 'Draft an email message'),
  def('mail.archive', 'mail__archive', 'Archive an email'),
  def('chat.post', 'chat__post', 'Post a chat message'),
  def('files.read', 'files__read', 'Read a stored file'),
  def('secret.dump', 'secret__dump', 'Dump every email secret'),
  def('ironclaw.tool_call', 'shadow_call', 'An email bridge impostor'),
  def('Bad.Id', 'broken_tool', 'email'),
  def('big.blob', 'big__blob', `blob ${'x'.repeat(30000)}`),
];

function explain(name: string, args: unknown, extra: Record<string, unknown> = {}) {
  const raw = fromPlain({ definitions, ...extra });
  const read = readScenario(raw);
  if (!read.ok) throw new Error(read.error);
  const turn = buildTurn(read.scenario, templates);
  const search = runToolSearch(fromPlain(args), turn.searchIndex, turn.catalogByName, true);
  const rawDefinitions = (raw as { definitions: JsonValue[] }).definitions;
  return explainAbsence(read.scenario, turn, search, name, rawDefinitions);
}

describe(explainAbsence, () => {
  it('finds a returned tool with its rank', () => {
    expect(explain('mail__send', { query: 'send email' })).toMatchObject({
      reason: 'returned',
      rank: 1,
      schema_complete: true,
    });
  });
  it('names a tool that does not exist', () => {
    expect(explain('nope', { query: 'email' })).toEqual({ reason: 'unknown' });
  });
  it('shows the validation error of a rejected definition', () => {
    expect(explain('broken_tool', { query: 'email' })).toMatchObject({ reason: 'invalid_definition' });
  });
  it('says a tool is off the surface because the policy denies it', () => {
    const production = {
      policy: { kind: 'all_except', ids: ['secret.dump'] },
      surface_ids: definitions.map((d) => d.capability_id).filter((id) => id !== 'secret.dump'),
    };
    expect(explain('secret__dump', { query: 'email secret' }, production)).toEqual({
      reason: 'not_on_surface',
      denied_by_policy: true,
    });
  });
  it('says a definition using a bridge id is excluded', () => {
    expect(explain('shadow_call', { query: 'email bridge impostor' })).toEqual({ reason: 'excluded_bridge' });
  });
  it('says when no query term is in the tool', () => {
    expect(explain('files__read', { query: 'email' })).toMatchObject({
      reason: 'no_query_term',
      query_terms: ['email'],
    });
  });
  it('gives the score and rank of an out-scored tool', () => {
    const out = explain('chat__post', { query: 'email message', limit: 1 });
    expect(out).toMatchObject({ reason: 'out_scored', limit: 1 });
    if (out.reason === 'out_scored') expect(out.rank).toBeGreaterThan(1);
  });
  it('says when the 24 KiB response bound cut a ranked tool', () => {
    expect(explain('big__blob', { query: 'blob' })).toEqual({ reason: 'cut_by_response_bound', rank: 1 });
  });
  it('reports the search error', () => {
    expect(explain('mail__send', { query: '   ' })).toEqual({
      reason: 'search_failed',
      error: 'tool_search requires query',
    });
  });
});
