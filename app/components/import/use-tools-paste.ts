import { useMemo } from 'react';
import { useLatestEvaluation } from '../../hooks/use-evaluation.ts';

export interface ToolsPaste {
  /** The text in the editor, to prefill `Tools JSON` with. */
  text: string;
  /** The detected format in words. */
  label: string;
}

/**
 * A catalog in another tool format pasted where a scenario belongs: the text parses,
 * the core refuses it as a scenario, and the format detector (run by the Worker on
 * the value it already read) accepts it.
 */
export function useToolsPaste(): ToolsPaste | null {
  const latest = useLatestEvaluation();
  const label = latest?.toolsFormat ?? null;
  return useMemo(() => (latest && label !== null ? { text: latest.text, label } : null), [latest, label]);
}
