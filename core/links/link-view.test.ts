import { describe, expect, it } from 'vitest';
import { MAX_INFLATED_BYTES, MAX_VIEW_BYTES, MAX_VIEW_FIELD_BYTES } from '../limits.ts';
import { composeViewLink, decodeViewLink, encodeShareLink, encodeViewLink } from './link.ts';

describe(decodeViewLink, () => {
  it('keeps opening the frozen v3 link: scenario, baseline and view', () => {
    const frozen =
      '#v3/F4niERXJUQqAMAgA0KuE352gy4gtYcGWyykxorvnft97QdyaGxrtsEGS2kgZVuhMmjLezjoiOl_HUuksUU8eaCIleAriTPh-.2RuaA6tWSklNy8zLLMnMzytWsoqO1VHKS8xNVbJSSivKr0rNU0h81DYpSakWAA.FzjQCatWSklNy8zLLMnMzytWsoqOrQUA';
    expect(decodeViewLink(frozen)).toEqual({
      ok: true,
      scenario: '{"definitions":[],"name":"frozen a→b"}',
      baseline: '{"definitions":[]}',
      view: { output_tab: 'compare', search_query: 'send mail', why_tool: 'mail__send' },
      version: 3,
    });
  });

  it('reads v1 and v2 links as a scenario alone', () => {
    const decoded = decodeViewLink(encodeShareLink('{"a":1}'));
    expect(decoded).toEqual({ ok: true, scenario: '{"a":1}', baseline: null, view: null, version: 2 });
  });

  it('round-trips without a baseline, and names the part that is damaged', () => {
    const link = encodeViewLink({ scenario: '{}', view: { output_tab: 'tools' } });
    expect(decodeViewLink(link)).toMatchObject({ ok: true, scenario: '{}', baseline: null });
    const [head, scenario] = link.split('.');
    expect(decodeViewLink(`${head}.${scenario!.slice(0, -3)}`)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^the scenario: the link is damaged/),
    });
    expect(decodeViewLink(head!)).toMatchObject({ ok: false });
    const notObject = composeViewLink({ scenario: encodeShareLink('{}'), baseline: null, view: {} }).replace(
      /^#v3\/[^.]+/,
      `#v3/${encodeShareLink('[1]').slice(4)}`,
    );
    expect(decodeViewLink(notObject)).toMatchObject({ ok: false, reason: expect.stringMatching(/view/) });
  });
});

describe('the bounds of a review link', () => {
  const scenario = encodeShareLink('{}');
  /** A v3 link whose view part holds `viewText` exactly. */
  const withView = (viewText: string) =>
    composeViewLink({ scenario, baseline: null, view: { x: 'y' } }).replace(
      /^#v3\/[^.]+/,
      `#v3/${encodeShareLink(viewText).slice('#v2/'.length)}`,
    );

  it('refuses view settings over their size, and a view text over its own, naming which', () => {
    expect(decodeViewLink(withView(JSON.stringify({ pad: [' '.repeat(MAX_VIEW_BYTES)] })))).toEqual({
      ok: false,
      reason: `the view: its settings inflate to more than ${MAX_VIEW_BYTES} bytes`,
    });
    const query = 'q'.repeat(MAX_VIEW_FIELD_BYTES + 1);
    expect(decodeViewLink(withView(JSON.stringify({ search_query: query })))).toEqual({
      ok: false,
      reason: `the view: its setting "search_query" is ${MAX_VIEW_FIELD_BYTES + 1} bytes, more than the ${MAX_VIEW_FIELD_BYTES} a view setting may hold`,
    });
    expect(decodeViewLink(withView(JSON.stringify({ search_query: query.slice(1) }))).ok).toBe(true);
  });

  it('refuses a scenario and baseline over the inflated bound together, though each fits alone', () => {
    const half = JSON.stringify({ notes: 'n'.repeat(MAX_INFLATED_BYTES / 2 + 16) });
    const link = composeViewLink({
      scenario: encodeShareLink(half),
      baseline: encodeShareLink(half),
      view: null,
    });
    expect(decodeViewLink(link)).toEqual({
      ok: false,
      reason: `the baseline: the link inflates to more than ${MAX_INFLATED_BYTES} bytes with its view, scenario and baseline together`,
    });
    expect(decodeViewLink(encodeShareLink(half)).ok).toBe(true);
  });

  it('writes a view text over its bound out of the link rather than a link the reader refuses', () => {
    const link = encodeViewLink({
      scenario: '{}',
      view: { output_tab: 'tools', search_query: 'q'.repeat(5000) },
    });
    expect(decodeViewLink(link)).toMatchObject({ ok: true, view: { output_tab: 'tools' } });
  });

  it('names every version it reads when it meets another', () => {
    expect(decodeViewLink('#v999999/AAAA')).toEqual({
      ok: false,
      reason: 'unknown link version v999999 (this playground reads v1 to v3)',
    });
  });
});

describe(composeViewLink, () => {
  it('writes a plain v2 link when there is no baseline and no view', () => {
    const scenario = encodeShareLink('{"b":2}');
    expect(composeViewLink({ scenario, baseline: null, view: null })).toBe(scenario);
  });

  it('reuses the scenario’s own payload unchanged', () => {
    const scenario = encodeShareLink('{"b":2}');
    const link = composeViewLink({ scenario, baseline: null, view: { x: 'y' } });
    expect(link.endsWith(`.${scenario.slice(4)}`)).toBe(true);
  });
});
