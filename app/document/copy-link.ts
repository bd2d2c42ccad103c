import { groupDigits } from '../scenario-text/group-digits.ts';
import { usePlayground } from '../state/store.ts';

/** The text as it is now counts as saved: linked or downloaded. */
export function markSaved(): void {
  const { text, replace } = usePlayground.getState();
  replace(text, { source: 'save', saved: true });
}

/**
 * Copy link and Ctrl/Cmd+S: write the hash at once (through `flushHash`, which
 * also commits pending input), copy the address, and count the work as saved.
 * A refused clipboard is reported, never thrown.
 */
export async function copyLink(
  flushHash: () => string | Promise<string>,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard,
): Promise<void> {
  const href = await flushHash();
  const { showNotice } = usePlayground.getState();
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(href);
    markSaved();
    showNotice({ tone: 'info', text: `Link copied (${groupDigits(href.length)} characters).` });
  } catch {
    markSaved();
    showNotice({
      tone: 'info',
      text: 'The address bar holds the link; the clipboard was not available to copy it.',
    });
  }
}
