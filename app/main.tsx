// The page's entry is kept this small on purpose: the pipeline Worker is started the
// moment it runs, while the rest of the page (start.tsx: React, the app, the kept work)
// is still being fetched and parsed. The Worker then boots beside it instead of after it.
import './boot-worker.ts';
import './styles.css';

void import('./start.tsx');
