import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { primeViewLink } from '../core/index.ts';
import { App } from './app.tsx';
import { restoreBaseline } from './document/baseline-keeper.ts';
import { initialiseScenario } from './document/url-sync.ts';
import { openWorkChannel, restoreWork } from './document/work-keeper.ts';
import { indexedDbBackend, indexedDbBaselineBackend } from './document/work-storage.ts';
import { ServicesContext } from './hooks/services-context.ts';
import type { WorkerLike } from './services/latest-only-channel.ts';
import { createPackClient } from './services/pack-client.ts';
import { spawnPackWorker } from './services/spawn-pack-worker.ts';
import { startServices } from './services/start-services.ts';

function localStore(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Starts the page. `spawnWorker` gives the pipeline Worker booted with the entry
 * first (boot-worker.ts), a fresh one for each replacement.
 *
 * Order matters: the kept work is read first, then the working scenario is settled
 * (link, kept work or default preset) before the Worker sees its first text and
 * before the hash starts mirroring it. Meanwhile a link in the address bar is
 * inflated by the browser's own inflater, which its decode then takes.
 */
export async function startPage(spawnWorker: () => WorkerLike): Promise<void> {
  const local = localStore();
  const backend = indexedDbBackend();
  const baselineBackend = indexedDbBaselineBackend();
  const [, , primed] = await Promise.all([
    restoreWork({ backend, local }),
    restoreBaseline({ backend: baselineBackend }),
    primeViewLink(window.location.hash),
  ]);
  initialiseScenario(window, primed);
  const compress = createPackClient(spawnPackWorker);
  const services = startServices(window, {
    spawnWorker,
    keeper: {
      backend,
      local,
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
