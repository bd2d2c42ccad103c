import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { initialiseScenario } from './document/url-sync.ts';
import { ServicesContext } from './hooks/services-context.ts';
import { spawnPipelineWorker } from './services/spawn-pipeline-worker.ts';
import { startServices } from './services/start-services.ts';
import './styles.css';

// Order matters: the working scenario is settled (storage, link or default preset)
// before the Worker sees its first text and before the hash starts mirroring it.
initialiseScenario(window);
const services = startServices(window, { spawnWorker: spawnPipelineWorker });
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
