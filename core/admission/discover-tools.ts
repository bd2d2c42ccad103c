import type { JsonValue } from '../json/json-value.ts';
import { classifyPage } from './classify-page.ts';
import type { PublishedTool } from './classify-tool.ts';
import { ADMISSION_LIMITS } from './limits.ts';
import { pageToolsBytes } from './page-bytes.ts';
import type { ErrorExplanation, SkipExplanation } from './types.ts';

interface DiscoveryResult {
  /** Present when discovery succeeded. */
  tools: PublishedTool[] | null;
  cause: string | null;
  skipped: SkipExplanation[];
  explain: ErrorExplanation | null;
  notes: string[];
}

const { maxTools, maxPages, maxCatalogBytes } = ADMISSION_LIMITS;

/**
 * MCP-ADMISSION.md §2.1: the paging loop over the given `tools/list` results.
 * `max_tools` and the 1024 cap count published tools; skipped ones do not.
 */
export function discoverTools(pages: JsonValue[], manifestMaxTools: number): DiscoveryResult {
  const skipped: SkipExplanation[] = [];
  const notes: string[] = [];
  const failed = (cause: string, explain: ErrorExplanation): DiscoveryResult => ({
    tools: null,
    cause,
    skipped,
    explain,
    notes,
  });
  if (manifestMaxTools === 0) {
    return failed('too_many_tools', {
      page: null,
      index: null,
      rule: 'manifest max_tools',
      detail: 'the manifest allows 0 tools; no request is made',
    });
  }
  const published: PublishedTool[] = [];
  let totalBytes = 0;
  for (let pageIndex = 0; pageIndex < maxPages; pageIndex++) {
    if (pageIndex >= pages.length) {
      // The input ran out while the server still had a cursor: IronClaw would ask for more.
      notes.push(
        pageIndex === 0
          ? 'no tools/list result was given'
          : `page ${pageIndex - 1} ended with a cursor but no further page was given; IronClaw would request it`,
      );
      break;
    }
    const page = pages[pageIndex]!;
    const bytes = pageToolsBytes(page);
    const result = classifyPage(page, pageIndex);
    skipped.push(...result.skipped);
    if (!result.ok) return failed(result.cause, result.explain);
    totalBytes += bytes;
    const count = published.length + result.published.length;
    if (count > maxTools || count > manifestMaxTools) {
      const limit = Math.min(maxTools, manifestMaxTools);
      return failed('too_many_tools', {
        page: pageIndex,
        index: null,
        rule: `at most ${limit} published tools`,
        detail: `${count} tools published by page ${pageIndex}`,
      });
    }
    if (totalBytes > maxCatalogBytes) {
      return failed('catalog_too_large', {
        page: pageIndex,
        index: null,
        rule: `the tools of all pages together at most ${maxCatalogBytes} bytes`,
        detail: `${totalBytes} bytes by page ${pageIndex}`,
      });
    }
    published.push(...result.published);
    if (result.cursor === null) {
      if (pageIndex + 1 < pages.length)
        notes.push(
          `page ${pageIndex} has no cursor, so the ${pages.length - pageIndex - 1} page(s) after it are never read`,
        );
      return { tools: published, cause: null, skipped, explain: null, notes };
    }
    if (pageIndex === maxPages - 1) {
      return failed('too_many_pages', {
        page: pageIndex,
        index: null,
        rule: `at most ${maxPages} pages`,
        detail: `page ${maxPages} still carries a cursor`,
      });
    }
  }
  return { tools: published, cause: null, skipped, explain: null, notes };
}
