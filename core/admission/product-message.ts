import type { AdmissionError } from './types.ts';

/**
 * The sentence IronClaw's own surface shows for a failed admission, which is not
 * always the precise message of the report (MCP-ADMISSION.md §1, last paragraph;
 * §2.1, errors): every registration failure collapses into one message, and a
 * tools/list failure is wrapped once more by the catalog preparation step.
 */
export function productMessage(error: AdmissionError): string {
  switch (error.stage) {
    case 'registration':
      return 'hosted MCP extension name is unavailable';
    case 'tools_list':
      return `hosted MCP catalog preparation failed: ${error.message}`;
    default:
      return error.message;
  }
}
