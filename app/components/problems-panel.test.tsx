// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithServices, startTestServices } from '../../test-support/render-with-services.tsx';
import { openScenario, typeText } from '../../test-support/scenario-writes.ts';
import { useReviewRequest } from '../hooks/use-review.ts';
import { usePlayground } from '../state/store.ts';
import type { ChannelRequest } from '../worker/wire/codec.ts';
import { ProblemsPanel } from './problems-panel.tsx';

/** The page's services, with every review after the first held until `release` (asked before or after it). */
function servicesHoldingLaterReviews() {
  const held: (() => void)[] = [];
  let reviews = 0;
  let released = false;
  const services = startTestServices({
    wrap: (worker) => ({
      ...worker,
      postMessage: (request: ChannelRequest) => {
        if (request.lane === 'review' && ++reviews > 1 && !released)
          held.push(() => worker.postMessage(request));
        else worker.postMessage(request);
      },
    }),
  });
  const release = () => {
    released = true;
    for (const send of held.splice(0)) send();
  };
  return { services, release };
}

function Problems() {
  useReviewRequest();
  return <ProblemsPanel />;
}

const scenario = (query: string) =>
  JSON.stringify({
    definitions: [
      {
        capability_id: 'shop.list_orders',
        name: 'shop__list_orders',
        description: 'List orders.',
        parameters: {},
      },
    ],
    promoted: ['shop__gone'],
    queries: [{ query }],
  });

afterEach(cleanup);

describe('the Problems tab', () => {
  it('says its findings are of an earlier text while the newest review is on its way', async () => {
    openScenario(scenario('orders'));
    const { services, release } = servicesHoldingLaterReviews();
    try {
      renderWithServices(<Problems />, services);
      const summary = () => screen.getByText(/^The scenario evaluates without errors, but the review has/);
      await waitFor(() => expect(summary().textContent).not.toContain('Reviewing'), { timeout: 5_000 });
      act(() => typeText(scenario('list orders')));
      await waitFor(() => expect(summary().textContent).toContain('Reviewing the latest text…'), {
        timeout: 5_000,
      });
      act(release);
      await waitFor(() => expect(summary().textContent).not.toContain('Reviewing'), { timeout: 5_000 });
      expect(usePlayground.getState().text).toContain('list orders');
    } finally {
      services.stop();
    }
  });
});
