// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_LISTED_NAMES, matchingNames, ToolCombobox } from './tool-combobox.tsx';

afterEach(cleanup);

const catalog = Array.from({ length: 10_000 }, (_, i) => `ns${i % 40}__tool_${i}`);

describe(matchingNames, () => {
  it('lists names that start with the text first, then names that contain it, case-insensitively', () => {
    expect(matchingNames(['b_mail', 'Mail_send', 'x', 'email', 'mailbox'], 'MAIL')).toEqual([
      'Mail_send',
      'mailbox',
      'b_mail',
      'email',
    ]);
  });

  it('never lists more than the limit, however large the catalog', () => {
    expect(matchingNames(catalog, '')).toHaveLength(MAX_LISTED_NAMES);
    expect(matchingNames(catalog, 'tool_1')).toHaveLength(MAX_LISTED_NAMES);
    expect(matchingNames(catalog, 'ns7__tool_9967')).toEqual(['ns7__tool_9967']);
    expect(matchingNames(catalog, 'nothing like it')).toEqual([]);
  });
});

describe(ToolCombobox, () => {
  it('filters as one types, picks with the arrow keys and Enter, and keeps the DOM to the matches', () => {
    const onChange = vi.fn();
    render(<ToolCombobox label="Pick" names={catalog} value={null} onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Pick' });
    fireEvent.focus(field);
    expect(screen.getAllByRole('option')).toHaveLength(MAX_LISTED_NAMES);
    fireEvent.change(field, { target: { value: 'tool_999' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'ns39__tool_999',
      ...['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map(
        (d, i) => `ns${(9990 + i) % 40}__tool_999${d}`,
      ),
    ]);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('ns30__tool_9990');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks a name typed in full, none when emptied, and a name clicked in the list', () => {
    const onChange = vi.fn();
    render(<ToolCombobox label="Pick" names={['alpha__a', 'beta__b']} value={null} onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Pick' });
    fireEvent.change(field, { target: { value: 'beta__b' } });
    expect(onChange).toHaveBeenLastCalledWith('beta__b');
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.mouseDown(screen.getByRole('option', { name: 'alpha__a' }));
    expect(onChange).toHaveBeenLastCalledWith('alpha__a');
    expect((field as HTMLInputElement).value).toBe('alpha__a');
  });
});
