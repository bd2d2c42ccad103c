import { useDocumentActions } from '../hooks/services-context.ts';
import { useShareLink } from '../hooks/use-evaluation.ts';

/** Chat tools and mail clients cut links around this length. */
const CHAT_LINK_LIMIT = 2000;

export function ShareBar() {
  const link = useShareLink();
  const linkLength = link
    ? `${window.location.origin}${window.location.pathname}`.length + link.hash.length
    : 0;

  const { copyLink } = useDocumentActions();

  const long = linkLength > CHAT_LINK_LIMIT;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => void copyLink()}
        aria-keyshortcuts="Control+S Meta+S"
        className="rounded bg-sky-600 px-2 py-1 font-medium text-white hover:bg-sky-700"
      >
        Copy link
      </button>
      <span className={long ? 'text-amber-700 dark:text-amber-400' : 'text-slate-500 dark:text-slate-400'}>
        <span data-testid="link-length">{link ? linkLength.toLocaleString('en-US') : '…'}</span> chars
        {long ? ' — too long for most chats; download the file instead' : ''}
      </span>
    </div>
  );
}
