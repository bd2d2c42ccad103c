import type { TextEdit } from '../../core/index.ts';

/** One replacement as the editor reports it: offsets in the text just before it. */
export interface ModelChange {
  rangeOffset: number;
  rangeLength: number;
  text: string;
}

/**
 * Where the editor's text has changed since the text last committed, kept from
 * the editor's own change events: the commit can then tell the Worker's channel
 * and the store which span changed (state/scenario-slice.ts) without
 * comparing two texts of megabytes, and
 * without the copy into one piece that the comparison's first slice makes of the
 * editor's value, which costs in proportion to its length. An event of several changes at once, or
 * a reload of the whole model, leaves the span unknown until the next commit; the
 * channel then compares the texts as before.
 */
interface EditSpan {
  /** Forgets what changed: the editor's text is now the one last committed. */
  reset: () => void;
  /** The editor's text changed in a way not recorded: unknown until the next commit. */
  lose: () => void;
  /** Takes in one change event of the editor's model. */
  record: (changes: readonly ModelChange[]) => void;
  /**
   * The change since the text last committed (of `baseLength` code units) as an
   * edit of it, `read` giving the editor's text between two offsets; null when
   * unknown or when nothing was recorded. Starts over.
   */
  take: (baseLength: number, read: (start: number, end: number) => string) => TextEdit | null;
}

export function createEditSpan(): EditSpan {
  // [start, endBefore) of the committed text is now [start, endNow) of the editor's.
  let span: { start: number; endBefore: number; endNow: number } | null = null;
  let unknown = false;
  const reset = () => {
    span = null;
    unknown = false;
  };
  return {
    reset,
    lose: () => {
      unknown = true;
    },
    record: (changes) => {
      if (unknown) return;
      const change = changes.length === 1 ? changes[0]! : null;
      if (!change) {
        unknown = true;
        return;
      }
      const from = change.rangeOffset;
      const to = from + change.rangeLength;
      const grown = change.text.length - change.rangeLength;
      if (!span) {
        span = { start: from, endBefore: to, endNow: to + grown };
        return;
      }
      // Past the span, the editor's offsets are the committed text's moved by what the span grew.
      const moved = span.endNow - span.endBefore;
      const end = Math.max(span.endNow, to);
      span = { start: Math.min(span.start, from), endBefore: end - moved, endNow: end + grown };
    },
    take: (baseLength, read) => {
      const known = unknown ? null : span;
      reset();
      if (!known) return null;
      const suffix = baseLength - known.endBefore;
      if (known.start < 0 || suffix < 0) return null;
      return { prefix: known.start, suffix, middle: read(known.start, known.endNow) };
    },
  };
}
