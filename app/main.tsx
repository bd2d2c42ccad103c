// The page's entry is kept this small on purpose: the pipeline Worker is started the
// moment it runs, while the rest of the page (start.tsx: React, the app, the kept work)
// is still being fetched and parsed. The Worker then boots beside it instead of after it.
import { bootPipelineWorker } from './boot-worker.ts';
import './styles.css';

const spawnWorker = bootPipelineWorker();
// A link's reader is a script of its own (document/link-codec.ts): asked for beside the page's, not after it.
if (/^#v[0-9]/.test(location.hash)) import('./document/link-codec.ts').catch(() => {});
import('./start.tsx')
  .then(({ startPage }) => startPage(spawnWorker))
  .catch((error: unknown) => {
    // A script that did not arrive (or a start that threw) would leave the page blank: say so, as text.
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.className = 'p-4';
    message.textContent = `The playground could not start (${error instanceof Error ? error.message : String(error)}). Reload the page to try again; your work is kept in this browser.`;
    document.getElementById('root')?.replaceChildren(message);
  });
