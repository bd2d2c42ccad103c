import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startEvaluation } from './evaluation/use-evaluation.ts';
import { initialiseScenario, startHashSync } from './state/url-sync.ts';
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
