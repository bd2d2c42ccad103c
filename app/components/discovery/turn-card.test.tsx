// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnView } from '../../discovery/discovery-protocol.ts';
import { TurnCard } from './turn-card.tsx';

afterEach(cleanup);

const turn = (deferred: boolean): TurnView => ({
  turn: 2,
  promoted: [],
  deferred,
  advertised: ['tool_search', 'tool_describe', 'tool_call', 'a', 'b'].map((name) => ({
    name,
    bridge: name.startsWith('tool_'),
    tokens: 10,
  })),
  advertised_tokens: 1226,
  threshold: 12000,
  max_tools: 32,
  promotions: [],
  actions: [],
  promoted_now: [],
});

describe(TurnCard, () => {
  it('says the count is what is advertised, and whether the rest is deferred', () => {
    const { unmount } = render(<TurnCard turn={turn(true)} />);
    expect(
      screen.getByText('Advertised 5 of max_tools 32, 1,226 of 12,000 tokens; the rest deferred.'),
    ).toBeTruthy();
    unmount();
    render(<TurnCard turn={turn(false)} />);
    expect(
      screen.getByText(
        'Advertised 5 of max_tools 32, 1,226 of 12,000 tokens; everything fits, nothing deferred.',
      ),
    ).toBeTruthy();
  });
});
