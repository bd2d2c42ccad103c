// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithServices, startTestServices } from '../../../test-support/render-with-services.tsx';
import { openScenario } from '../../../test-support/scenario-writes.ts';
import { useReviewRequest } from '../../hooks/use-review.ts';
import { usePlayground } from '../../state/store.ts';
import { WhyPanel } from './why-panel.tsx';

/** The page asks for the review (against the baseline) from its details tabs; here this stands in for them. */
function Reviewed() {
  useReviewRequest();
  return <WhyPanel />;
}

let services: ReturnType<typeof startTestServices>;
beforeAll(() => {
  services = startTestServices();
});
afterAll(() => services.stop());
afterEach(cleanup);

const shopTool = (id: string, description: string) => ({
  capability_id: `mcp-shop.${id}`,
  name: `mcp-shop__${id}`,
  description,
  parameters: { type: 'object', properties: { order: { type: 'string' } } },
});

describe(WhyPanel, () => {
  it('says where a renamed tool’s old name went, with a baseline set', async () => {
    const before = [shopTool('lookup_order', 'Look up an order by its number'), shopTool('ping', 'Ping')];
    const after = [shopTool('find_order', 'Look up an order by its number'), shopTool('ping', 'Ping')];
    openScenario(JSON.stringify({ definitions: after }), 'test');
    act(() => {
      usePlayground.getState().setCompareBaseline(JSON.stringify({ definitions: before }));
      usePlayground.getState().openWhy('mcp-shop__lookup_order');
    });
    renderWithServices(<Reviewed />, services);
    const surface = () => document.querySelector('[data-why="Surface"]')?.textContent;
    await waitFor(
      () => expect(surface()).toBe('not in this scenario: renamed to mcp-shop__find_order in this change'),
      {
        timeout: 20_000,
      },
    );
    // Without a baseline there is no change to say it of.
    act(() => usePlayground.getState().setCompareBaseline(null));
    await waitFor(() => expect(surface()).toBe('no definition has this name'), { timeout: 20_000 });
    expect(screen.getByRole('dialog', { name: 'Why? mcp-shop__lookup_order' })).toBeTruthy();
  }, 30_000);
});
