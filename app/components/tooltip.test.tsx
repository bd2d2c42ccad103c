// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip.tsx';

afterEach(cleanup);

function renderInPane() {
  render(
    <div data-testid="pane" className="overflow-hidden [contain:strict]">
      <Tooltip tip="What the budget leaves for names">budget</Tooltip>
    </div>,
  );
  const trigger = screen.getByText('budget');
  trigger.getBoundingClientRect = () => ({ left: 40, right: 90, top: 100, bottom: 116 }) as DOMRect;
  const tooltip = screen.getByRole('tooltip', { hidden: true });
  return { trigger, tooltip };
}

describe(Tooltip, () => {
  it('is drawn in the body, outside the pane that holds its term, and describes the term', () => {
    const { trigger, tooltip } = renderInPane();
    expect(screen.getByTestId('pane').contains(tooltip)).toBe(false);
    expect(tooltip.parentElement).toBe(document.body);
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.hidden).toBe(true);
  });

  it('opens below its term on focus and closes on Escape', () => {
    const { trigger, tooltip } = renderInPane();
    fireEvent.focus(trigger);
    expect(tooltip.hidden).toBe(false);
    expect(tooltip.style.left).toBe('40px');
    expect(tooltip.style.top).toBe('120px');
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(tooltip.hidden).toBe(true);
  });

  it('stays open while the pointer moves from the term onto it, and closes when the pointer leaves both', () => {
    const { trigger, tooltip } = renderInPane();
    fireEvent.mouseOver(trigger, { relatedTarget: document.body });
    expect(tooltip.hidden).toBe(false);
    fireEvent.mouseOut(trigger, { relatedTarget: tooltip });
    fireEvent.mouseOver(tooltip, { relatedTarget: trigger });
    expect(tooltip.hidden).toBe(false);
    fireEvent.mouseOut(tooltip, { relatedTarget: document.body });
    expect(tooltip.hidden).toBe(true);
  });
});
