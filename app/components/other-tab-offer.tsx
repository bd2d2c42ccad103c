import { groupDigits } from '../scenario-text/group-digits.ts';
import { usePlayground } from '../state/store.ts';

/** Another tab saved different work: the person chooses, nothing is replaced or dropped silently. */
export function OtherTabOffer() {
  const theirs = usePlayground((s) => s.otherTabWork);
  const resolve = usePlayground((s) => s.resolveOtherTabWork);
  if (!theirs) return null;
  return (
    <section
      role="alert"
      aria-label="Work saved in another tab"
      className="flex flex-wrap items-center gap-3 bg-amber-50 px-3 py-1.5 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex-1">
        Another tab saved different work ({theirs.origin || 'edited'}, {groupDigits(theirs.text.length)}{' '}
        characters). This tab still shows yours.
      </p>
      <button type="button" className="underline" onClick={() => resolve(false)}>
        Keep mine
      </button>
      <button type="button" className="underline" onClick={() => resolve(true)}>
        Load theirs
      </button>
    </section>
  );
}
