// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEvaluation } from '../hooks/use-evaluation.ts';
import { presetOrigin, presetText } from '../presets/presets.ts';
import { usePlayground } from '../state/store.ts';
import { IndexPanel } from './index-panel.tsx';
import { InputsPanel } from './inputs-panel.tsx';

// The Worker becomes an in-process stand-in running the same evaluation, asynchronously as a Worker would.
vi.mock('../evaluation/evaluate-worker.ts?worker', async () => {
  const { evaluateText } = await import('../evaluation/evaluate-text.ts');
  const { protocolText, templates } = await import('../evaluation/templates.ts');
  const { packForTransfer } = await import('../evaluation/transfer.ts');
  return {
    default: class {
      private listener: ((event: { data: unknown }) => void) | null = null;
      addEventListener(_: string, listener: (event: { data: unknown }) => void) {
        this.listener = listener;
      }
      postMessage(request: { kind: string; id: number; text?: string }) {
        const reply =
          request.kind === 'evaluate'
            ? {
                kind: 'evaluation',
                evaluation: evaluateText(request.id, request.text ?? '', templates, protocolText),
              }
            : { kind: 'link', id: request.id, hash: '#v1/stand-in' };
        setTimeout(() => this.listener?.({ data: packForTransfer(reply) }), 0);
      }
    },
  };
});

beforeAll(() => {
  usePlayground.getState().openScenario(presetText('small-mixed'), presetOrigin('small-mixed'));
  startEvaluation();
});
afterEach(cleanup);

const indexText = () => screen.getByTestId('index-text').textContent;

describe('inputs and index panels', () => {
  it('show the index of the default preset, then the alphabetical index once compact is chosen', async () => {
    render(
      <>
        <InputsPanel />
        <IndexPanel />
      </>,
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
    render(<IndexPanel />);
    await waitFor(() => expect(indexText()).not.toBe(''));
    const before = indexText();
    act(() => usePlayground.getState().setText('{"definitions": ['));
    await waitFor(() => expect(screen.getByText('stale')).toBeTruthy());
    expect(indexText()).toBe(before);
  });
});
