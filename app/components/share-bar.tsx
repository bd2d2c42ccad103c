import { useDocumentActions } from '../hooks/services-context.ts';
import { useShareLink } from '../hooks/use-evaluation.ts';
import { groupDigits } from '../scenario-text/group-digits.ts';
import { ariaKeyShortcuts, shortcutText } from '../state/shortcut-table.ts';

/** Chat tools and mail clients cut links around this length. */
const CHAT_LINK_LIMIT = 2000;

/**
 * Copy link, with the link's length inside the button: a long link changes the
 * button's own width a little, never the header's line count.
 */
export function ShareBar() {
  const link = useShareLink();
  const linkLength = link?.ok
    ? `${window.location.origin}${window.location.pathname}`.length + link.hash.length
    : 0;

  const { copyLink } = useDocumentActions();

  const refused = link !== null && !link.ok;
  const long = refused || linkLength > CHAT_LINK_LIMIT;
  const advice = refused
    ? `No link can hold this scenario (${link.reason}); download the file instead.`
    : long
      ? `The link is ${groupDigits(linkLength)} characters: too long for most chats; download the file instead.`
      : `Puts the whole scenario in the address and copies it (${shortcutText('share')}).`;
  return (
    <>
      <button
        type="button"
        onClick={() => void copyLink()}
        aria-keyshortcuts={ariaKeyShortcuts('share')}
        aria-describedby="share-advice"
        title={advice}
        className="flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded bg-sky-700 px-2 py-1 font-medium text-white hover:bg-sky-800"
      >
        Copy link
        <span
          className={`rounded px-1 text-xs font-normal tabular-nums ${long ? 'bg-amber-200 text-amber-950' : 'bg-sky-900/60 text-white'}`}
        >
          <span data-testid="link-length">
            {refused ? 'too large' : link ? groupDigits(linkLength) : '…'}
          </span>
          {refused ? null : <span className="sr-only"> characters</span>}
          {long ? ' ⚠' : ''}
        </span>
      </button>
      <span id="share-advice" className="sr-only">
        {advice}
      </span>
    </>
  );
}
