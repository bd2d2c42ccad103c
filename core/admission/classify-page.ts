import { isJsonObject, type JsonValue } from '../json/json-value.ts';
import { utf8Length } from '../text/utf8-length.ts';
import { classifyTool, type PublishedTool } from './classify-tool.ts';
import { hasControlCharacter } from './control-characters.ts';
import { ADMISSION_LIMITS } from './limits.ts';
import type { ErrorExplanation, SkipExplanation } from './types.ts';

type PageResult =
  | { ok: true; published: PublishedTool[]; skipped: SkipExplanation[]; cursor: string | null }
  | { ok: false; cause: string; skipped: SkipExplanation[]; explain: ErrorExplanation };

/**
 * MCP-ADMISSION.md §2.2: one `tools/list` result. A rejection stops the page at
 * once (skips seen so far stay logged); a page where every tool was skipped
 * rejects the catalog with the first skip's cause; the cursor is read last, so
 * a tool error wins over a bad cursor.
 */
export function classifyPage(page: JsonValue, pageIndex: number): PageResult {
  const skipped: SkipExplanation[] = [];
  const fail = (cause: string, index: number | null, rule: string, detail: string): PageResult => ({
    ok: false,
    cause,
    skipped,
    explain: { page: pageIndex, index, rule, detail },
  });
  const tools = isJsonObject(page) ? page.tools : undefined;
  if (!Array.isArray(tools)) {
    const detail = isJsonObject(page) ? 'the result has no "tools" array' : 'the result is not a JSON object';
    return fail('missing_tools_array', null, 'a tools/list result holds a "tools" array', detail);
  }
  // Raw entries count here, skipped ones included.
  if (tools.length > ADMISSION_LIMITS.maxTools) {
    const detail = `${tools.length} tools on one page`;
    return fail('too_many_tools', null, `at most ${ADMISSION_LIMITS.maxTools} tools per page`, detail);
  }

  const published: PublishedTool[] = [];
  for (let index = 0; index < tools.length; index++) {
    const verdict = classifyTool(tools[index]!);
    if (verdict.kind === 'rejected') return fail(verdict.cause, index, verdict.rule, verdict.detail);
    if (verdict.kind === 'published') published.push(verdict.tool);
    else {
      const name = isJsonObject(tools[index]!) ? ((tools[index] as { name?: JsonValue }).name ?? null) : null;
      const { cause, rule, input, limit } = verdict;
      skipped.push({ page: pageIndex, index, cause, name, rule, input, limit });
    }
  }
  const firstSkip = skipped[0];
  if (published.length === 0 && firstSkip !== undefined) {
    const detail = 'every tool on this page was skipped; the first skip decides the cause';
    return fail(firstSkip.cause, firstSkip.index, firstSkip.rule, detail);
  }

  const cursor = (page as { nextCursor?: JsonValue }).nextCursor;
  if (cursor === undefined || cursor === null) return { ok: true, published, skipped, cursor: null };
  const cursorProblem = invalidCursor(cursor);
  if (cursorProblem !== null)
    return fail('invalid_cursor', null, 'nextCursor must be absent, null or a valid string', cursorProblem);
  return { ok: true, published, skipped, cursor: cursor as string };
}

/** §2.2 step 5: non-empty, at most 4096 bytes, no control character; U+2028 is fine. */
function invalidCursor(cursor: JsonValue): string | null {
  if (typeof cursor !== 'string') return 'nextCursor is not a string';
  if (cursor.length === 0) return 'nextCursor is empty';
  if (utf8Length(cursor) > ADMISSION_LIMITS.maxCursorBytes)
    return `nextCursor is longer than ${ADMISSION_LIMITS.maxCursorBytes} bytes`;
  if (hasControlCharacter(cursor)) return 'nextCursor holds a control character';
  return null;
}
