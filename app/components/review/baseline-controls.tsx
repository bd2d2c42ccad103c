import { type ChangeEvent, useState } from 'react';
import { decodeViewLink } from '../../../core/index.ts';
import { readScenarioFile } from '../../document/scenario-file.ts';
import { usePlayground } from '../../state/store.ts';
import { VisibleText } from '../visible-text.tsx';

/**
 * Side A of the compare view: pin the scenario as it is now (every later edit is
 * B), or take A from a file or a share link. A is kept as text, like B.
 */
export function BaselineControls() {
  const text = usePlayground((s) => s.text);
  const baseline = usePlayground((s) => s.compareBaseline);
  const origin = usePlayground((s) => s.compareOrigin);
  const setBaseline = usePlayground((s) => s.setCompareBaseline);
  const [linkText, setLinkText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const fromFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The same reader as Open file and the command line: size, UTF-8 and the same words.
    const read = await readScenarioFile(file);
    if (!read.ok) return setProblem(`That file could not be used: ${read.reason}.`);
    setProblem(null);
    setBaseline(read.text, `file: ${file.name}`);
  };
  // Every link version the page writes: a review link's scenario becomes A.
  const fromLink = () => {
    const at = linkText.indexOf('#');
    const decoded = decodeViewLink(at < 0 ? linkText.trim() : linkText.slice(at).trim());
    if (!decoded.ok) return setProblem(`That link could not be read: ${decoded.reason}.`);
    setProblem(null);
    setLinkText('');
    setBaseline(decoded.scenario, decoded.version === 3 ? "a review link's scenario" : 'link');
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <button
        type="button"
        className="rounded border border-slate-300 px-2 py-0.5 dark:border-slate-700"
        onClick={() => setBaseline(text, `the scenario at ${new Date().toLocaleTimeString()}`)}
      >
        Set as baseline
      </button>
      {baseline !== null ? (
        <>
          <span className="text-slate-600 dark:text-slate-400">
            A = <VisibleText text={origin || 'baseline'} />; B = the editor
          </span>
          <button type="button" className="underline" onClick={() => setBaseline(null)}>
            Clear baseline
          </button>
        </>
      ) : (
        <span className="text-slate-500 dark:text-slate-400">
          No baseline: pin one to compare later edits against it.
        </span>
      )}
      <label className="cursor-pointer underline">
        Baseline from file…
        <input type="file" accept=".json,application/json" className="sr-only" onChange={fromFile} />
      </label>
      <input
        aria-label="Baseline link"
        placeholder="or paste a link"
        value={linkText}
        onChange={(e) => setLinkText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && fromLink()}
        className="w-40 rounded border border-slate-300 px-1 dark:border-slate-700 dark:bg-slate-900"
      />
      {problem ? (
        <span role="alert" className="text-red-700 dark:text-red-400">
          <VisibleText text={problem} />
        </span>
      ) : null}
    </div>
  );
}
