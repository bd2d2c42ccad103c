import { useMemo } from 'react';
import { detectToolsFormat, parseJson } from '../../../core/index.ts';
import { useLatestEvaluation } from '../../hooks/use-evaluation.ts';

export interface ToolsPaste {
  /** The text in the editor, to prefill `Tools JSON` with. */
  text: string;
  /** The detected format in words. */
  label: string;
}

/**
 * A catalog in another tool format pasted where a scenario belongs: the text parses,
 * the core refuses it as a scenario, and the format detector accepts it. Only then
 * is the text read a second time, so ordinary editing costs nothing.
 */
export function useToolsPaste(): ToolsPaste | null {
  const latest = useLatestEvaluation();
  const rejectedText = latest?.parse.ok && latest.result && !latest.result.ok ? latest.text : null;
  return useMemo(() => {
    if (rejectedText === null) return null;
    const parsed = parseJson(rejectedText);
    if (!parsed.ok) return null;
    const detected = detectToolsFormat(parsed.value);
    return detected.ok ? { text: rejectedText, label: detected.label } : null;
  }, [rejectedText]);
}
