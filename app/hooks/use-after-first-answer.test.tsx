// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices, startTestServices } from '../../test-support/render-with-services.tsx';
import { openScenario } from '../../test-support/scenario-writes.ts';
import { LazyDiscoveryPanel } from '../components/lazy-views.tsx';
import { OutputTabs } from '../components/output-tabs.tsx';
import { presetOrigin, presetText } from '../presets/presets.ts';
import type { Services } from '../services/start-services.ts';

// Which of the two later scripts has been asked for: the first import of each runs its factory.
const asked = vi.hoisted(() => ({ rounds: false, chain: false }));
vi.mock('../components/round-grid.tsx', async (original) => {
  asked.rounds = true;
  return original();
});
vi.mock('../components/discovery/discovery-panel.tsx', async (original) => {
  asked.chain = true;
  return original();
});

/** The page's services over an in-process Worker that answers nothing until `release`. */
function heldServices(): { services: Services; release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { services: startTestServices({ held }), release };
}

afterEach(cleanup);

describe('views that wait for the first answer', () => {
  it('asks for neither the detail view nor the discovery chain before the first answer is drawn', async () => {
    openScenario(presetText('small-mixed'), presetOrigin('small-mixed'));
    const { services, release } = heldServices();
    try {
      renderWithServices(
        <>
          <OutputTabs />
          <LazyDiscoveryPanel />
        </>,
        services,
      );
      // Long enough for a lazy view mounted with the first render to have been asked for and drawn.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(asked).toEqual({ rounds: false, chain: false });
      expect(screen.getByRole('tabpanel', { name: 'Fair rounds' }).textContent).toBe('Loading…');
      expect(screen.getByText('Loading the discovery chain…')).toBeTruthy();

      release();
      // The views' modules are transformed on first import, which a loaded machine can stretch past a second.
      const slow = { timeout: 10_000 };
      await waitFor(() => expect(asked).toEqual({ rounds: true, chain: true }), slow);
      await waitFor(
        () => expect(screen.getByRole('tabpanel', { name: 'Fair rounds' }).textContent).not.toBe('Loading…'),
        slow,
      );
      await waitFor(() => expect(screen.queryByText('Loading the discovery chain…')).toBeNull(), slow);
    } finally {
      services.stop();
    }
  });
});
