import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { restoreBaseline } from './document/baseline-keeper.ts';
import { initialiseScenario, openingLink } from './document/url-sync.ts';
import { openWorkChannel, restoreWork } from './document/work-keeper.ts';
import { indexedDbBackend, indexedDbBaselineBackend } from './document/work-storage.ts';
import { ServicesContext } from './hooks/services-context.ts';
import type { WorkerLike } from './services/latest-only-channel.ts';
import { createPackClient } from './services/pack-client.ts';
import { spawnPackWorker } from './services/spawn-pack-worker.ts';
import { startServices } from './services/start-services.ts';
import { siteStorage } from './state/storage-names.ts';
import { usePlayground } from './state/store.ts';

/** What the page says when the browser blocks this site's local storage: the page works, a little is not kept. */
function blockedStorageNotice(reason: string): string {
  return `This browser blocks this site's local storage (${reason}), so the theme and the last moments of typing before the page closes are not kept; the rest of the page works, and Download scenario keeps your work as a file.`;
}

/**
 * Starts the page. `spawnWorker` gives the pipeline Worker booted with the entry
 * first (boot-worker.ts), a fresh one for each replacement.
 *
 * Order matters: the kept work is read first, then the working scenario is settled
 * (link, kept work or default preset) before the Worker sees its first text and
 * before the hash starts mirroring it. Meanwhile a link in the address bar is
 * inflated by the browser's own inflater, which its decode then takes; its reader
 * is a script of its own (document/link-codec.ts), fetched only for a link.
 */
export async function startPage(spawnWorker: () => WorkerLike): Promise<void> {
  const { storage: local, blocked } = siteStorage('localStorage');
  const session = siteStorage('sessionStorage').storage;
  const backend = indexedDbBackend();
  const baselineBackend = indexedDbBaselineBackend();
  const [, , opening] = await Promise.all([
    restoreWork({ backend, local, session }),
    restoreBaseline({ backend: baselineBackend }),
    openingLink(window.location.hash),
  ]);
  initialiseScenario(window, opening);
  if (blocked !== undefined)
    usePlayground.getState().showNotice({ tone: 'info', text: blockedStorageNotice(blocked) });
  const compress = createPackClient(spawnPackWorker);
  const services = startServices(window, {
    spawnWorker,
    keeper: {
      backend,
      local,
      session,
      tab: crypto.randomUUID(),
      channel: openWorkChannel(),
      compress,
    },
    baselineKeeper: { backend: baselineBackend, compress },
    liveHost: window,
  });
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) services.stop();
  });

  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <ServicesContext value={services}>
          <App />
        </ServicesContext>
      </StrictMode>,
    );
  }
}
