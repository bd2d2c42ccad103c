// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEditSession } from '../../../core/index.ts';
import { renderWithServices, startTestServices } from '../../../test-support/render-with-services.tsx';
import { openScenario } from '../../../test-support/scenario-writes.ts';
import { createReviewer } from '../../discovery/review-answer.ts';
import { templates } from '../../evaluation/templates.ts';
import { useReviewRequest } from '../../hooks/use-review.ts';
import { CacheTurns } from './cache-turns.tsx';

/** The page asks for the review once, from the details tabs; here this stands in for them. */
function Reviewed() {
  useReviewRequest();
  return <CacheTurns />;
}

let services: ReturnType<typeof startTestServices>;
beforeAll(() => {
  services = startTestServices();
});
afterAll(() => services.stop());
afterEach(cleanup);

describe(CacheTurns, () => {
  it('draws a long timeline a hundred turns at a time, its totals covering all', async () => {
    const definitions = ['a', 'b', 'c'].map((ns) => ({
      capability_id: `${ns}.report`,
      name: `${ns}__report`,
      description: `File a ${ns} report`,
      parameters: { type: 'object' },
    }));
    const timeline = Array.from({ length: 250 }, (_, t) => ({
      actions: [{ tool: 'tool_search', arguments: { query: `${['a', 'b', 'c'][t % 3]} report` } }],
    }));
    openScenario(JSON.stringify({ mode: 'bridged', caps: { max_tools: 1 }, definitions, timeline }), 'test');
    renderWithServices(<Reviewed />, services);
    const table = await screen.findByRole('table', { name: 'Prompt cache by strategy' }, { timeout: 20_000 });
    const rows = () => within(table).getAllByRole('row').slice(1);
    const shown = () =>
      screen.getAllByRole('status').find((e) => e.textContent?.startsWith('Turns'))?.textContent;
    expect(rows()).toHaveLength(100);
    expect(shown()).toBe('Turns 1–100 of 250');
    expect((screen.getByRole('button', { name: 'Earlier turns' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Later turns' }));
    fireEvent.click(screen.getByRole('button', { name: 'Later turns' }));
    expect(shown()).toBe('Turns 201–250 of 250');
    expect(rows()).toHaveLength(50);
    expect(within(rows()[0]!).getByRole('rowheader').textContent).toBe('201');
    expect((screen.getByRole('button', { name: 'Later turns' }) as HTMLButtonElement).disabled).toBe(true);
  }, 30_000);

  it('shows OpenAI Responses’ up-front tools by IronClaw’s estimate and by the o200k_base count, each labelled', async () => {
    const definitions = ['mail.send', 'mail.draft', 'chat.post', 'forge.time'].map((id) => ({
      capability_id: id,
      name: id.replace('.', '__'),
      description: `Do ${id} for the user`,
      parameters: { type: 'object', properties: { to: { type: 'string', minimum: 1 } } },
    }));
    const text = JSON.stringify({ mode: 'bridged', caps: { max_tools: 2 }, definitions });
    openScenario(text, 'test');
    // The Runtimes view's figures for the same text, counted by the same tokenizer.
    const { encode } = await import('gpt-tokenizer/encoding/o200k_base');
    const runtimes = createReviewer(templates).runtimes(createEditSession(templates).load(text), {
      count: (t) => encode(t, { disallowedSpecial: new Set() }).length,
    });
    if (!runtimes.ok) throw new Error(runtimes.error);
    const tokens = runtimes.answer.views.find((v) => v.id === 'openai-responses')!.upfront.tokens;
    expect(tokens.method).toBe('o200k_base');
    renderWithServices(<Reviewed />, services);
    const table = await screen.findByRole('table', { name: 'Prompt cache by strategy' }, { timeout: 20_000 });
    const appendColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((h) => h.textContent === 'OpenAI Responses: append at the end');
    const firstTurn = () =>
      within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[appendColumn - 1]!;
    await waitFor(() => expect(firstTurn().textContent).toContain('o200k_base'), { timeout: 20_000 });
    expect(firstTurn().textContent).toContain(
      `tools ≈ ${tokens.estimate} tokens (IronClaw’s estimate; ≈ ${tokens.tokens} by OpenAI’s o200k_base count, as Runtimes gives);`,
    );
  }, 30_000);
});
