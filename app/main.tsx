import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { initialiseScenario, startHashSync } from './document/url-sync.ts';
import { startEvaluation } from './hooks/use-evaluation.ts';
import './styles.css';

// Order matters: the working scenario is settled (storage, link or default preset)
// before the Worker sees its first text and before the hash starts mirroring it.
initialiseScenario(window);
const evaluation = startEvaluation();
startHashSync(window, { subscribe: evaluation.subscribe, getLink: () => evaluation.getSnapshot().link });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
