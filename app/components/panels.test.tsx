// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithServices, startTestServices } from '../../test-support/render-with-services.tsx';
import { openScenario, typeText } from '../../test-support/scenario-writes.ts';
import { presetOrigin, presetText } from '../presets/presets.ts';
import { usePlayground } from '../state/store.ts';
import { IndexPanel } from './index-panel.tsx';
import { InputsPanel } from './inputs-panel.tsx';

let services: ReturnType<typeof startTestServices>;

beforeAll(() => {
  openScenario(presetText('small-mixed'), presetOrigin('small-mixed'));
  services = startTestServices();
});
afterEach(cleanup);
afterAll(() => services.stop());

const indexText = () => screen.getByTestId('index-text').textContent;

describe('inputs and index panels', () => {
  it('show the index of the default preset, then the alphabetical index once compact is chosen', async () => {
    renderWithServices(
      <>
        <InputsPanel />
        <IndexPanel />
      </>,
      services,
    );
    await waitFor(() =>
      expect(indexText()).toMatch(/^These 7 tools are available on demand across 4 authorized namespaces/),
    );
    expect(screen.getByTestId('index-bytes').textContent).toMatch(/^\d+$/);
    fireEvent.click(screen.getByRole('radio', { name: 'compact' }));
    expect(usePlayground.getState().text).toContain('"mode": "compact"');
    await waitFor(() => expect(indexText()).toMatch(/^Search 7 additional tools loaded on demand\./));
  });

  it('keeps the last good index with a stale marker while the JSON is broken', async () => {
    renderWithServices(<IndexPanel />, services);
    await waitFor(() => expect(indexText()).not.toBe(''));
    const before = indexText();
    act(() => typeText('{"definitions": ['));
    await waitFor(() => expect(screen.getByText('stale')).toBeTruthy());
    expect(indexText()).toBe(before);
  });
});
