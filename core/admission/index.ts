/** The public surface of hosted MCP admission; the rule files of this folder are internal. */
export { admitHostedCatalog } from './admit-hosted-catalog.ts';
export { type PagingTally, readListedPage } from './discover-tools.ts';
export { ADMISSION_LIMITS, HOSTED_MCP_PREFIX } from './limits.ts';
export { productMessage } from './product-message.ts';
export { suggestServerId } from './suggest-server-id.ts';
export { passingToolName, toolNameProblem } from './tool-name.ts';
export type * from './types.ts';
export { whatToChange } from './what-to-change.ts';
