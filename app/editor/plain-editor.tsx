import { useEffect, useLayoutEffect, useRef } from 'react';
import { useServices } from '../hooks/services-context.ts';
import { usePlayground } from '../state/store.ts';
import { PLAIN_AREA_MAX_CHARS } from './plain-area-limit.ts';

/**
 * The scenario as a plain text area, while Monaco (a megabyte) is still on its
 * way: the page shows its report without waiting for it, and a text of up to
 * `PLAIN_AREA_MAX_CHARS` takes typing from the first paint (a longer one is
 * said to be loading). Edits go to the store as the editor's do, undo is the
 * playground's one history, and where the caret was passes on to whatever
 * editor mounts next (this one again, or Monaco).
 */
export function PlainScenarioEditor() {
  const text = usePlayground((s) => s.text);
  const ref = useRef<HTMLTextAreaElement>(null);
  const services = useServices();
  const large = text.length > PLAIN_AREA_MAX_CHARS;

  useEffect(() => {
    const area = ref.current;
    if (!area || area.value === text) return;
    // A control's edit: the caret stays where it was, as near as the new text allows.
    const { selectionStart, selectionEnd } = area;
    area.value = text;
    area.setSelectionRange(Math.min(selectionStart, text.length), Math.min(selectionEnd, text.length));
  }, [text]);

  // Layout effects: the caret is taken over before the first paint, and handed on while the text area
  // is still in the page (a removed element is no longer the focused one).
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    const caret = takeCaretHandoff();
    if (caret) {
      area.setSelectionRange(caret.start, caret.end);
      area.focus();
    }
    const detach = services.editor.attach({
      reveal: (line, column) => {
        const at = offsetOf(area.value, line, column);
        area.setSelectionRange(at, at);
        area.focus();
      },
      flushInput: () => {},
    });
    return () => {
      detach();
      if (document.activeElement === area) handoff = { start: area.selectionStart, end: area.selectionEnd };
    };
  }, [services]);

  if (large) return <p className="p-2 text-slate-500 dark:text-slate-400">Loading the editor…</p>;
  return (
    <textarea
      ref={ref}
      aria-label="Scenario JSON editor (plain text until the full editor loads)"
      spellCheck={false}
      defaultValue={text}
      className="h-full w-full resize-none bg-transparent p-2 font-mono text-[13px] leading-[18px] outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      onInput={(event) => {
        const value = event.currentTarget.value;
        usePlayground.getState().replace(value, { source: 'typing' });
      }}
      onKeyDown={(event) => {
        if (!(event.ctrlKey || event.metaKey)) return;
        const key = event.key.toLowerCase();
        const { undo, redo } = usePlayground.getState();
        if (key === 'z' && !event.shiftKey) undo();
        else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
        else return;
        event.preventDefault();
      }}
    />
  );
}

let handoff: { start: number; end: number } | null = null;

/** Where the caret was in the text area that just gave way, once; null when it did not have the focus. */
export function takeCaretHandoff(): { start: number; end: number } | null {
  const caret = handoff;
  handoff = null;
  return caret;
}

/** The UTF-16 offset of a 1-based line and column, as the text area and Monaco both count them. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let at = 1; at < line; at++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + column - 1, text.length);
}
