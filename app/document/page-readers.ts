import { type LazyScript, lazyScript } from './lazy-script.ts';

/**
 * The page's own readers of scenario text and files. The controls edit with what the
 * Worker read of the text, and a file is read only when one is opened, so the first
 * page draws without them: each is a script of its own (and the JSON reader with it),
 * fetched once the first report is in, or by the first use that needs it.
 */
export const scenarioReader: LazyScript<typeof import('../scenario-text/scenario-object.ts')> = lazyScript(
  () => import('../scenario-text/scenario-object.ts'),
);
export const fileReader: LazyScript<typeof import('./scenario-file.ts')> = lazyScript(
  () => import('./scenario-file.ts'),
);

export function preloadReaders(): void {
  scenarioReader.preload();
  fileReader.preload();
}
