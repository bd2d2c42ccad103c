/**
 * Finds where values sit in JSON text, in one pass, without building the value.
 * Control edits splice a single top-level key so the rest of the author's text
 * (formatting, number lexemes, key order) is left byte for byte; the core's
 * per-definition errors become editor markers at the entry they name.
 */

export interface Member {
  key: string;
  keyStart: number;
  valueStart: number;
  valueEnd: number;
}

export interface Located {
  start: number;
  end: number;
  /** Where the member's key starts when the value belongs to an object. */
  keyStart?: number;
  /** Object members in text order (recorded for wanted objects only). */
  members?: Member[];
}

/** A path as a map key: segments joined by NUL, the root being the empty string. */
export function jsonPath(...segments: (string | number)[]): string {
  return segments.map((s) => `\u0000${s}`).join('');
}

/** Locates every wanted path in text that is known to be valid JSON. Missing paths are absent from the map. */
export function locateJsonPaths(text: string, wanted: Iterable<string>): Map<string, Located> {
  const want = new Set(wanted);
  const descend = new Set<string>();
  for (const path of want) {
    for (let i = path.indexOf('\u0000', 1); i !== -1; i = path.indexOf('\u0000', i + 1))
      descend.add(path.slice(0, i));
    descend.add(path);
  }
  descend.add('');
  const found = new Map<string, Located>();
  const n = text.length;

  const skipWs = (i: number): number => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c !== 32 && c !== 9 && c !== 10 && c !== 13) break;
      i++;
    }
    return i;
  };
  const skipString = (i: number): number => {
    for (i++; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) i++;
      else if (c === 34) return i + 1;
    }
    return n;
  };
  const skipValue = (i: number): number => {
    const c = text.charCodeAt(i);
    if (c === 34) return skipString(i);
    if (c === 123 || c === 91) {
      let depth = 0;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 34) {
          i = skipString(i);
          continue;
        }
        if (d === 123 || d === 91) depth++;
        else if ((d === 125 || d === 93) && --depth === 0) return i + 1;
        i++;
      }
      return n;
    }
    while (i < n && !',}] \t\n\r'.includes(text[i]!)) i++;
    return i;
  };

  const scan = (start: number, path: string, keyStart?: number): number => {
    if (!descend.has(path)) return skipValue(start);
    const open = text.charCodeAt(start);
    let end: number;
    let members: Member[] | undefined;
    if (open === 123 || open === 91) {
      const isObject = open === 123;
      if (isObject && want.has(path)) members = [];
      let i = skipWs(start + 1);
      let index = 0;
      while (i < n && text.charCodeAt(i) !== (isObject ? 125 : 93)) {
        let key = String(index++);
        const memberStart = i;
        if (isObject) {
          const keyEnd = skipString(i);
          key = JSON.parse(text.slice(i, keyEnd)) as string;
          i = skipWs(skipWs(keyEnd) + 1);
        }
        const valueEnd = scan(i, `${path}\u0000${key}`, isObject ? memberStart : undefined);
        members?.push({ key, keyStart: memberStart, valueStart: i, valueEnd });
        i = skipWs(valueEnd);
        if (text.charCodeAt(i) === 44) i = skipWs(i + 1);
      }
      end = Math.min(i + 1, n);
    } else {
      end = skipValue(start);
    }
    if (want.has(path)) found.set(path, { start, end, keyStart, members });
    return end;
  };

  scan(skipWs(0), '');
  return found;
}

/** Maps offsets to 1-based line and column (as editors count them); built once per text. */
export function createPositionMapper(text: string): (offset: number) => { line: number; column: number } {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo]! + 1 };
  };
}
