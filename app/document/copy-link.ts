import { usePlayground } from '../state/store.ts';
import { flushHash } from './url-sync.ts';

/**
 * Copy link and Ctrl/Cmd+S: write the hash at once, copy the address, and count
 * the work as saved. A refused clipboard is reported, never thrown.
 */
export async function copyLink(
  clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard,
): Promise<void> {
  const { markSaved, showNotice } = usePlayground.getState();
  const href = flushHash();
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(href);
    markSaved();
    showNotice({ tone: 'info', text: `Link copied (${href.length.toLocaleString('en-US')} characters).` });
  } catch {
    markSaved();
    showNotice({
      tone: 'info',
      text: 'The address bar holds the link; the clipboard was not available to copy it.',
    });
  }
}
