import { usePlayground } from '../state/store.ts';
import { VisibleText } from './visible-text.tsx';

/** One line of news (a copied link, a refused file); errors are announced, the rest is polite. */
export function NoticeBanner() {
  const notice = usePlayground((s) => s.notice);
  const showNotice = usePlayground((s) => s.showNotice);
  if (!notice) return null;
  const error = notice.tone === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`flex items-start gap-3 px-3 py-1.5 ${
        error
          ? 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'
          : 'bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100'
      }`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p>
          <VisibleText text={notice.text} />
        </p>
        {notice.link ? (
          <input
            readOnly
            aria-label="The link that could not be opened"
            value={notice.link}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded border border-red-300 bg-white px-1 font-mono text-xs text-slate-900 dark:border-red-800 dark:bg-slate-900 dark:text-slate-100"
          />
        ) : null}
      </div>
      <button type="button" onClick={() => showNotice(null)} className="underline">
        Dismiss
      </button>
    </div>
  );
}
