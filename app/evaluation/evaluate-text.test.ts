import { describe, expect, it } from 'vitest';
import { createEditSession } from '../../core/index.ts';
import { presetText } from '../presets/presets.ts';
import { createEvaluateAnswer, PAGE_CLOCK } from './evaluate-text.ts';
import { protocolText, templates } from './templates.ts';

const run = (text: string) =>
  createEvaluateAnswer(protocolText)(createEditSession(templates, PAGE_CLOCK).load(text));

describe(createEvaluateAnswer, () => {
  it("hands an unchanged definition's row back for the next load of its own session only", () => {
    const session = createEditSession(templates, PAGE_CLOCK);
    const answer = createEvaluateAnswer(protocolText);
    const text = presetText('small-mixed');
    const first = answer(session.load(text));
    const edited = text.replace('"mode": "namespaces"', '"mode": "off"');
    const next = answer(session.load(edited));
    expect(next.definitionRows).toEqual(first.definitionRows);
    expect(next.definitionRows[0]).toBe(first.definitionRows[0]);
    // Another session's answer keeps rows of its own, never this one's.
    const other = createEvaluateAnswer(protocolText)(session.load(text));
    expect(other.definitionRows[0]).not.toBe(first.definitionRows[0]);
    expect(other.definitionRows).toEqual(first.definitionRows);
  });

  it('reports a JSON error with its line and leaves everything else empty', () => {
    const e = run('{\n  "definitions": [,]\n}');
    expect(e.parse.ok).toBe(false);
    expect(!e.parse.ok && e.parse.line).toBe(2);
    expect([e.result, e.inputs, e.markers]).toEqual([null, null, []]);
  });

  it("passes on the core's structural rejection", () => {
    const e = run('{"definitions": {}}');
    expect(e.parse.ok).toBe(true);
    expect(e.result).toEqual({ ok: false, error: expect.stringContaining('definitions') });
  });

  it('names the tools format of a refused text the import would take, and only of such a text', () => {
    const tools = run(
      '{"tools": [{"name": "get_weather", "description": "Weather.", "inputSchema": {"type": "object"}}]}',
    );
    expect(tools.result?.ok).toBe(false);
    expect(tools.toolsFormat).toEqual(expect.any(String));
    expect(run('{"definitions": {}}').toolsFormat).toBeNull();
    expect(run(presetText('small-mixed')).toolsFormat).toBeNull();
  });

  it('derives the production surface and keeps bulky lists out of the control inputs', () => {
    const e = run(presetText('small-mixed'));
    expect(e.result?.ok).toBe(true);
    expect(e.derivedSurfaceCount).toBe(13);
    expect(Object.keys(e.inputs ?? {})).not.toContain('definitions');
    expect(e.definitionRows).toHaveLength(13);
  });

  it('places each definition error on the entry it names, with the exact message', () => {
    const text =
      '{\n  "definitions": [\n    {"capability_id": "Bad.Id", "name": "ok", "description": "", "parameters": {}},\n    {"name": "x"}\n  ]\n}';
    const e = run(text);
    const markers = e.markers.map((m) => [m.startLine, m.message]);
    expect(markers).toContainEqual([
      3,
      "capability_id: invalid capability id 'Bad': must start with lowercase ASCII letter or digit",
    ]);
    expect(markers).toContainEqual([4, 'capability_id: missing or not a string']);
  });

  it('shows the model the advertised tools with tool_search carrying the index, and the protocol block', () => {
    const e = run(presetText('small-mixed'));
    if (!e.result?.ok) throw new Error('not evaluated');
    const { report, modelView } = e.result;
    const search = modelView.tools.find((t) => t.name === 'tool_search');
    expect(JSON.parse(search!.json).description).toBe(report.tool_search_description);
    expect(modelView.toolTokens).toBe(report.active_set.advertised_tokens);
    expect(modelView.protocol).toBe(protocolText);
  });

  it('sends the whole permitted surface and no protocol in off mode', () => {
    const e = run(presetText('small-mixed').replace('"mode": "namespaces"', '"mode": "off"'));
    if (!e.result?.ok) throw new Error('not evaluated');
    expect(e.result.modelView.layerOff).toBe(true);
    expect(e.result.modelView.tools).toHaveLength(13);
    expect(e.result.modelView.protocol).toBeNull();
  });
});
