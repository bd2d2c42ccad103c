import { characterName, hasInvisible, visibleSegments } from '../../core/index.ts';

interface Props {
  text: string;
  /** Keep line feeds and tabs (text shown over several lines, such as the model's view). */
  multiline?: boolean;
}

const NAMED_CLASS =
  'rounded-sm bg-amber-100 px-px font-mono text-[0.85em] text-amber-900 dark:bg-amber-900/60 dark:text-amber-100';

/**
 * Text from data as text, with every invisible, reordering or control character
 * named in place (`⟨U+202E⟩`) and marked, by core's visible-text function: a
 * right-to-left override cannot turn what follows around, a zero-width space
 * cannot hide in a name. Plain text renders as it is.
 */
export function VisibleText({ text, multiline = false }: Props) {
  const options = multiline ? KEEP_LINES : undefined;
  if (!hasInvisible(text, options)) return text;
  return visibleSegments(text, options).map((segment, i) =>
    'text' in segment ? (
      segment.text
    ) : (
      // The segments of one text never reorder: their place is their key.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <span key={i} className={NAMED_CLASS} title={characterName(segment.codePoint) ?? 'a hidden character'}>
        {segment.named}
      </span>
    ),
  );
}

const KEEP_LINES = { keepLineBreaks: true } as const;
