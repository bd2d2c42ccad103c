import type { RuntimeFact } from '../../../core/index.ts';

/** A runtime fact as the page states it: the statement, its source as a link, and the day it was read. */
export function FactCitation({ fact }: { fact: RuntimeFact }) {
  return (
    <>
      {fact.text}{' '}
      <a
        className="text-sky-700 underline dark:text-sky-400"
        href={fact.source.url}
        target="_blank"
        rel="noreferrer"
      >
        {fact.source.title}
      </a>
      , read {fact.source.read}
    </>
  );
}
