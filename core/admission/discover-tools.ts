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
  let tally: PagingTally = { published: 0, bytes: 0 };
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
    const step = readListedPage(pages[pageIndex]!, pageIndex, tally, manifestMaxTools);
    // One push per tool: a spread of a page's list into one call overflows the stack past ~100,000.
    for (const tool of step.skipped) skipped.push(tool);
    if (!step.ok) return failed(step.cause, step.explain);
    for (const tool of step.published) published.push(tool);
    tally = step.tally;
    if (step.cursor === null) {
      if (pageIndex + 1 < pages.length)
        notes.push(
          `page ${pageIndex} has no cursor, so the ${pages.length - pageIndex - 1} page(s) after it are never read`,
        );
      return { tools: published, cause: null, skipped, explain: null, notes };
    }
  }
  return { tools: published, cause: null, skipped, explain: null, notes };
}

/** What the paging loop has counted so far: published tools and the bytes of every page's tools. */
export interface PagingTally {
  published: number;
  bytes: number;
}

type ListedPage =
  | {
      ok: true;
      published: PublishedTool[];
      skipped: SkipExplanation[];
      /** The cursor IronClaw requests next, or null when its loop stops after this page. */
      cursor: string | null;
      tally: PagingTally;
    }
  | { ok: false; cause: string; skipped: SkipExplanation[]; explain: ErrorExplanation };

/**
 * One turn of §2.1's paging loop: page `pageIndex`, read after the pages in
 * `tally`. A client reading a live server asks this after every page, so it
 * requests exactly the pages admission would read and no more.
 */
export function readListedPage(
  page: JsonValue,
  pageIndex: number,
  tally: PagingTally,
  manifestMaxTools: number,
): ListedPage {
  const bytes = pageToolsBytes(page);
  const result = classifyPage(page, pageIndex);
  const { skipped } = result;
  const failed = (cause: string, explain: ErrorExplanation): ListedPage => ({
    ok: false,
    cause,
    skipped,
    explain,
  });
  if (!result.ok) return failed(result.cause, result.explain);
  const totalBytes = tally.bytes + bytes;
  const count = tally.published + result.published.length;
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
  if (result.cursor !== null && pageIndex === maxPages - 1) {
    return failed('too_many_pages', {
      page: pageIndex,
      index: null,
      rule: `at most ${maxPages} pages`,
      detail: `page ${maxPages} still carries a cursor`,
    });
  }
  const next = { published: count, bytes: totalBytes };
  return { ok: true, published: result.published, skipped, cursor: result.cursor, tally: next };
}
