// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SplitPane } from './split-pane.tsx';

afterEach(cleanup);

function renderPair(direction: 'row' | 'column') {
  render(
    <SplitPane direction={direction} label="Resize a against b" initial={40} min={[20, 30]}>
      <p>a</p>
      <p>b</p>
    </SplitPane>,
  );
  const handle = screen.getByRole('separator', { name: 'Resize a against b' });
  const first = screen.getByText('a').parentElement as HTMLElement;
  return { handle, first };
}

describe(SplitPane, () => {
  it('moves its handle with the keys of its direction, within the panes’ minimum shares', () => {
    const { handle, first } = renderPair('row');
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    expect(handle.getAttribute('aria-valuenow')).toBe('40');
    expect(first.style.flex).toBe('0 0 40%');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('42');
    // Up and down belong to a column's handle: here they change nothing.
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(handle.getAttribute('aria-valuenow')).toBe('42');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle.getAttribute('aria-valuenow')).toBe('70');
    fireEvent.keyDown(handle, { key: 'PageDown' });
    expect(handle.getAttribute('aria-valuenow')).toBe('70');
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(handle.getAttribute('aria-valuenow')).toBe('20');
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(first.style.flex).toBe('0 0 20%');
  });

  it('names a column’s handle horizontal and moves it with up and down', () => {
    const { handle } = renderPair('column');
    expect(handle.getAttribute('aria-orientation')).toBe('horizontal');
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(handle.getAttribute('aria-valuenow')).toBe('38');
    fireEvent.keyDown(handle, { key: 'PageUp' });
    expect(handle.getAttribute('aria-valuenow')).toBe('28');
  });
});
