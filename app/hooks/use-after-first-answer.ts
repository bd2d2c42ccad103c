import { useEffect, useState } from 'react';
import { useLatestEvaluation } from './use-evaluation.ts';

/** A text whose first answer takes longer than this does not hold the views back any further. */
const VIEWS_AT_LATEST_MS = 3000;

let passed = false;

/**
 * False until the render after the first answer is on screen (or after three seconds
 * without one), then true for the page's life. The detail tab's view and the
 * discovery chain are scripts of their own, with nothing to draw before that answer:
 * mounted with the first render, they were fetched and compiled beside it and could
 * hold the first index back.
 */
export function useAfterFirstAnswer(): boolean {
  const answered = useLatestEvaluation() !== null;
  const [after, setAfter] = useState(passed);
  useEffect(() => {
    if (after) return;
    const pass = () => {
      passed = true;
      setAfter(true);
    };
    // An effect runs once the answer's render is painted: what it mounts is fetched after.
    if (answered || passed) {
      pass();
      return;
    }
    const timer = setTimeout(pass, VIEWS_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, [answered, after]);
  return after;
}
