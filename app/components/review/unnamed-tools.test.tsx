// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../../core/index.ts';
import { UnnamedTools } from './unnamed-tools.tsx';

afterEach(cleanup);

/** A report whose index named `shown` tools and cut `cut` more, as far as UnnamedTools reads it. */
function reportWith(shown: number, cut: number): Report {
  const tools = Array.from({ length: shown + cut }, (_, i) => ({
    name: `tool_${i}`,
    round: i + 1,
    shown: i < shown,
  }));
  return { explain: { index: { rounds: [{ tools }] } } } as unknown as Report;
}

describe('UnnamedTools', () => {
  it('draws no cut tool while closed, the first 200 once opened, and every one on "Show all"', () => {
    const { container } = render(<UnnamedTools report={reportWith(3, 1200)} />);
    expect(screen.getByText('1200 discoverable tools not named in the index')).toBeTruthy();
    expect(container.querySelectorAll('li')).toHaveLength(0);
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(container.querySelectorAll('li')).toHaveLength(200);
    expect(container.querySelector('li')?.textContent).toContain('tool_3');
    fireEvent.click(screen.getByRole('button', { name: 'Show all 1200' }));
    expect(container.querySelectorAll('li')).toHaveLength(1200);
  });

  it('says nothing when the index named every tool', () => {
    const { container } = render(<UnnamedTools report={reportWith(5, 0)} />);
    expect(container.innerHTML).toBe('');
  });
});
