// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditSession } from '../../../core/index.ts';
import { createReviewer } from '../../discovery/review-answer.ts';
import { templates } from '../../evaluation/templates.ts';
import { loadPresetText } from '../../presets/presets.ts';
import { RuntimeCards } from './runtimes-panel.tsx';

afterEach(cleanup);

/** The Runtimes answer for the GitHub server's real catalog, with room for four tools so the rest defer. */
async function githubAnswer() {
  const text = JSON.parse(await loadPresetText('github-server'));
  const deferring = JSON.stringify({ ...text, caps: { ...text.caps, max_tools: 4 } });
  const outcome = createReviewer(templates).runtimes(createEditSession(templates).load(deferring), {
    error: 'not loaded in this test',
  });
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.answer;
}

/** The sentences a card shows (its sources aside, where facts share a page), cut at full stops. */
function sentencesOf(card: HTMLElement): string[] {
  return [...card.querySelectorAll('p, li, dd')]
    .filter((e) => e.querySelector('p, li, dd') === null && e.closest('details') === null)
    .flatMap((e) => (e.textContent ?? '').split(/(?<=\.)\s+/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

describe(RuntimeCards, () => {
  it('says each thing once on each card', async () => {
    render(<RuntimeCards answer={await githubAnswer()} />);
    for (const card of screen.getAllByRole('region')) {
      const sentences = sentencesOf(card);
      const repeated = sentences.filter((s, i) => sentences.indexOf(s) !== i);
      expect(repeated, card.getAttribute('aria-label') ?? '').toEqual([]);
      // How the tokens are counted is said once, by the up-front figure.
      const text = card.textContent ?? '';
      expect(text.split('IronClaw’s estimate').length - 1, card.getAttribute('aria-label') ?? '').toBe(1);
      // A line about a setting names the setting once.
      for (const s of sentences)
        for (const name of ['ENABLE_TOOL_SEARCH=', 'Vertex AI'])
          expect(s.split(name).length - 1, s).toBeLessThanOrEqual(1);
    }
  });

  it('Anthropic: the tools up front and the tools not deferred are counted so they agree', async () => {
    const answer = await githubAnswer();
    render(<RuntimeCards answer={answer} />);
    const card = screen.getByRole('region', { name: 'Anthropic Messages API' });
    const view = answer.views.find((v) => v.id === 'anthropic-messages')!;
    const notDeferred = view.checks.find((c) => c.kind === 'minimum')!.actual;
    // The search tool is sent up front beside the catalog's tools, and the figure says so.
    expect(notDeferred).toBe(view.upfront.tools + 1);
    expect(within(card).getByTestId('upfront-anthropic-messages').textContent).toContain(
      `${view.upfront.tools} tools and tool_search_tool_bm25`,
    );
    expect(card.textContent).toContain(
      `at least 1 not deferred, this request ${notDeferred} (${view.upfront.tools} tools and the search tool)`,
    );
  });
});
