/**
 * An edit of a long text as the span that changed: what stays at either end and
 * what replaces the rest. The playground's editor knows it from its own change
 * events and sends it on to the Worker, whose edit session then reads the changed
 * part alone instead of comparing megabytes to find it again.
 */
export interface TextEdit {
  /** Code units kept from the start and from the end of the text before. */
  prefix: number;
  suffix: number;
  /** What replaces the rest. */
  middle: string;
}

/**
 * How a text was made from `before`, when the caller knows: outside the span the
 * two agree. A span wider than the change is still right; a wrong one that fits
 * is not checked and reads the wrong text. With `middle` the changed part is read
 * from `before` and `middle`, not from the new text: a text the Worker joined from
 * pieces is copied into one piece by the engine when first sliced, and the edit
 * then does not wait for that copy. Without it only where the change lies is known.
 */
export interface KnownEdit extends Omit<TextEdit, 'middle'>, Partial<Pick<TextEdit, 'middle'>> {
  /** The text the edit is of. */
  before: string;
}

/** Whether `edit` can be an edit of `before` into a text of `afterLength` code units. */
export function editFits(edit: KnownEdit, afterLength: number): boolean {
  const { before, prefix, suffix, middle } = edit;
  return (
    prefix >= 0 &&
    suffix >= 0 &&
    prefix + suffix <= Math.min(before.length, afterLength) &&
    (middle === undefined || prefix + middle.length + suffix === afterLength)
  );
}
