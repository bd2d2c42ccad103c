import { describe, expect, it } from 'vitest';
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
