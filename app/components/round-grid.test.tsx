// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithServices, startTestServices } from '../../test-support/render-with-services.tsx';
import { openScenario } from '../../test-support/scenario-writes.ts';
import { ROUNDS_PAST_THE_CUT, RoundGrid, visibleRoundCount } from './round-grid.tsx';

const row = (shown: boolean[]) => ({ tools: shown.map((s) => ({ shown: s })) });

describe(visibleRoundCount, () => {
  it('draws every round up to the last that listed a tool, and a few past it', () => {
    expect(visibleRoundCount([row([true, true, false]), row([true, false])], 3)).toBe(3);
    const long = row([true, true, ...Array(500).fill(false)]);
    expect(visibleRoundCount([long, row([true, false, false])], 502)).toBe(2 + ROUNDS_PAST_THE_CUT);
    expect(visibleRoundCount([row([false, false])], 2)).toBe(2);
  });
});

/** One namespace of many tools with long descriptions: the budget lists a few, hundreds of rounds are cut. */
function manyRounds(tools: number): string {
  const definitions = Array.from({ length: tools }, (_, i) => ({
    capability_id: `wide.tool_${i}`,
    name: `wide__tool_${i}`,
    description: 'A tool.',
    parameters: {},
  }));
  return JSON.stringify({ mode: 'bridged', definitions });
}

let services: ReturnType<typeof startTestServices>;
beforeAll(() => {
  openScenario(manyRounds(400), 'test');
  services = startTestServices();
});
afterEach(cleanup);
afterAll(() => services.stop());

describe(RoundGrid, () => {
  it('folds the rounds the budget never reached into one column until asked for every round', async () => {
    renderWithServices(<RoundGrid />, services);
    const expand = await screen.findByRole('button', { name: 'Show every round' }, { timeout: 20_000 });
    const headers = () => screen.getAllByRole('columnheader').length;
    // The namespace column, the rounds the budget reached and three more, and the folded column.
    const listed = Number(
      /^(\d+) of 400 names listed/.exec(screen.getByText(/names listed/).textContent ?? '')?.[1],
    );
    expect(listed).toBeGreaterThan(0);
    expect(headers()).toBe(1 + listed + ROUNDS_PAST_THE_CUT + 1);
    expect(screen.getByText(/more, all cut$/)).toBeTruthy();
    fireEvent.click(expand);
    await waitFor(() => expect(headers()).toBe(1 + 400));
    expect(screen.queryByText(/more, all cut$/)).toBeNull();
  });
});
