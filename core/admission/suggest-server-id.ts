import { deriveExtensionId } from './extension-id.ts';
import { ADMISSION_LIMITS, HOSTED_MCP_PREFIX } from './limits.ts';

/**
 * A server id suggested from a catalog's file name, made to pass the id rule
 * of MCP-ADMISSION.md §1 (the same `deriveExtensionId` admission applies):
 * `atlassian-tools.json` → `atlassian-tools`, `My Server (v2).json` →
 * `my-server-v2`. Accents dropped, lowercased; any run of characters outside `[a-z0-9_-]` (dots
 * too, which would make segments) becomes one `-`; the reserved `mcp-` prefix
 * is dropped, since IronClaw adds it. Empty when nothing usable is left.
 */
export function suggestServerId(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');
  let id = base
    // Accents come off (`ü` → `u`) before anything outside the rule's characters is replaced.
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
  while (id.startsWith(HOSTED_MCP_PREFIX)) id = id.slice(HOSTED_MCP_PREFIX.length);
  // ASCII only by now: characters are bytes. The extension id is `mcp-<id>`.
  id = id.slice(0, ADMISSION_LIMITS.maxExtensionIdBytes - HOSTED_MCP_PREFIX.length).replace(/[-_]+$/, '');
  return id !== '' && deriveExtensionId(id).ok ? id : '';
}
