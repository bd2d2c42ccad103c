// The live import is pure text work, so it lives with the scenario's text (scenario-text/), where the Worker reaches it.
export { applyLiveCatalogs } from '../scenario-text/live-import.ts';
