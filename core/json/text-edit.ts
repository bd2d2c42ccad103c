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

/** The text `edit` makes of `before`. */
export function applyEdit(before: string, edit: TextEdit): string {
  return before.slice(0, edit.prefix) + edit.middle + before.slice(before.length - edit.suffix);
}

/**
 * `known` as an edit of `before`, when it is one of exactly that text and fits a
 * text of `afterLength`; else null. A wrong edit that fits is not checked.
 */
export function knownEditOf(
  known: KnownEdit | null | undefined,
  before: string,
  afterLength: number,
): TextEdit | null {
  if (!known || known.middle === undefined || known.before !== before || !editFits(known, afterLength))
    return null;
  return { prefix: known.prefix, suffix: known.suffix, middle: known.middle };
}

/**
 * Block sizes compared by the engine's own string equality, largest first, before
 * the last few code units go one at a time: a keystroke in megabytes is found in
 * a few hundred comparisons, each of a bounded slice.
 */
const BLOCKS = [1 << 14, 1 << 12, 1 << 10, 1 << 8, 1 << 6, 1 << 4];

/**
 * The one comparison of two texts: the edit that makes `after` of `before`,
 * keeping the longest common start, then the longest common end of what is left.
 * It never cuts between the two halves of a surrogate pair, so each end of the
 * middle is a whole character in both texts. The middle is a slice of `after`.
 */
export function diffTexts(before: string, after: string): TextEdit {
  const common = Math.min(before.length, after.length);
  let prefix = 0;
  for (const block of BLOCKS) {
    while (
      prefix + block <= common &&
      before.slice(prefix, prefix + block) === after.slice(prefix, prefix + block)
    )
      prefix += block;
  }
  while (prefix < common && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  if (prefix > 0 && isHighSurrogate(before.charCodeAt(prefix - 1))) prefix--;
  const room = common - prefix;
  let suffix = 0;
  for (const block of BLOCKS) {
    while (
      suffix + block <= room &&
      before.slice(before.length - suffix - block, before.length - suffix) ===
        after.slice(after.length - suffix - block, after.length - suffix)
    )
      suffix += block;
  }
  while (
    suffix < room &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  )
    suffix++;
  if (suffix > 0 && isLowSurrogate(before.charCodeAt(before.length - suffix))) suffix--;
  return { prefix, suffix, middle: after.slice(prefix, after.length - suffix) };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
