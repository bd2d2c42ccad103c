// The advice is the core's, so the dialog, the findings and the CLI say the same.
export { whatToChange } from '../../../core/index.ts';
