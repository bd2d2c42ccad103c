// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ariaKeyShortcuts, SHORTCUTS, shortcutFor, shortcutText } from '../state/shortcut-table.ts';
import { startShortcuts } from './shortcuts.ts';

const actions = { share: vi.fn(), undo: vi.fn(), redo: vi.fn() };
let stop: (() => void) | null = null;

function press(target: Element, key: string, shiftKey = false): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, ctrlKey: true, shiftKey, bubbles: true }));
}

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.body.firstElementChild as Element;
}

afterEach(() => {
  stop?.();
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

describe(startShortcuts, () => {
  it('undoes and redoes the scenario from the page and from controls that hold no text', () => {
    stop = startShortcuts(window, actions).stop;
    press(document.body, 'z');
    press(element('<input type="radio" name="mode">'), 'z');
    press(element('<input type="checkbox">'), 'z');
    press(element('<select><option>a</option></select>'), 'Z', true);
    press(element('<button>Undo</button>'), 'y');
    expect(actions.undo).toHaveBeenCalledTimes(3);
    expect(actions.redo).toHaveBeenCalledTimes(2);
  });

  it('leaves Undo to a field that holds text, and to the editor', () => {
    stop = startShortcuts(window, actions).stop;
    press(element('<input type="text">'), 'z');
    press(element('<input>'), 'z');
    press(element('<input type="number">'), 'z');
    press(element('<textarea></textarea>'), 'z');
    press(element('<div class="monaco-editor"><div><span>x</span></div></div>').querySelector('span')!, 'z');
    expect(actions.undo).not.toHaveBeenCalled();
  });

  it('shares on Ctrl+S wherever the focus is', () => {
    stop = startShortcuts(window, actions).stop;
    press(element('<textarea></textarea>'), 's');
    expect(actions.share).toHaveBeenCalledOnce();
  });
});

describe('the shortcut table', () => {
  it('gives the handler, the tooltips and aria-keyshortcuts the same chords', () => {
    expect(shortcutText('redo')).toBe('Ctrl+Shift+Z or Ctrl+Y');
    expect(shortcutText('share')).toBe('Ctrl+S');
    expect(ariaKeyShortcuts('undo')).toBe('Control+Z Meta+Z');
    expect(ariaKeyShortcuts('redo')).toBe('Control+Shift+Z Meta+Shift+Z Control+Y Meta+Y');
    for (const [action, chords] of Object.entries(SHORTCUTS))
      for (const chord of chords) expect(shortcutFor(chord.key, chord.shift ?? false)).toBe(action);
    expect(shortcutFor('s', true)).toBe('share');
    expect(shortcutFor('y', true)).toBeUndefined();
    expect(shortcutFor('x', false)).toBeUndefined();
  });
});
