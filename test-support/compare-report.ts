import { canonicalJson, formatJsonNumber, JsonNumber } from '../core/index.ts';

/**
 * The parity referee (spec/vectors/README.md, "How to compare"): a deep compare
 * of a report with a vector's `expected` that lists every difference with its
 * JSON path. It ignores the debug-only keys, ignores keys the report adds (such
 * as `explain`), allows a relative 1e-9 on search scores and is exact elsewhere.
 *
 * Numbers are compared as the JSON text they would be written as (canonicalJson's
 * rules): a report that holds `3` where upstream wrote `3.0` prints differently,
 * so it differs here too.
 */

interface CompareOptions {
  /** Stop after this many differences (default 20). */
  limit?: number;
}

const SCORE_PATH = /^\$\.searches\[\d+\]\.index\.scores\[\d+\]\.score$/;
const SCORE_TOLERANCE = 1e-9;

/** Keys that only appear when a scenario asks for `debug`, by the path of the object holding them. */
function isIgnoredKey(objectPath: string, key: string): boolean {
  if (objectPath === '$') return key === 'debug_index';
  return key === 'canonical_schema_json' && /^\$\.catalog\[\d+\]$/.test(objectPath);
}

export function compareReport(actual: unknown, expected: unknown, options: CompareOptions = {}): string[] {
  const limit = options.limit ?? 20;
  const out: string[] = [];
  const note = (path: string, message: string): boolean => {
    out.push(`${path}: ${message}`);
    return out.length < limit;
  };

  // Returns false once the limit is reached, so big vectors stop early.
  function walk(a: unknown, e: unknown, path: string): boolean {
    if (isNumeric(e) || isNumeric(a)) {
      if (!isNumeric(a) || !isNumeric(e)) return note(path, `expected ${show(e)}, got ${show(a)}`);
      if (SCORE_PATH.test(path)) {
        const x = Number(numberText(a));
        const y = Number(numberText(e));
        const ok = x === y || Math.abs(x - y) <= SCORE_TOLERANCE * Math.max(Math.abs(x), Math.abs(y));
        return ok || note(path, `score ${numberText(a)} is not within 1e-9 of ${numberText(e)}`);
      }
      return numberText(a) === numberText(e) || note(path, `expected ${numberText(e)}, got ${numberText(a)}`);
    }
    if (typeof e === 'string') {
      if (typeof a !== 'string') return note(path, `expected a string, got ${show(a)}`);
      return a === e || note(path, describeStringDifference(a, e));
    }
    if (e === null || typeof e === 'boolean') {
      return a === e || note(path, `expected ${show(e)}, got ${show(a)}`);
    }
    if (Array.isArray(e)) {
      if (!Array.isArray(a)) return note(path, `expected an array, got ${show(a)}`);
      if (a.length !== e.length && !note(path, `expected ${e.length} items, got ${a.length}`)) return false;
      const n = Math.min(a.length, e.length);
      for (let i = 0; i < n; i++) if (!walk(a[i], e[i], `${path}[${i}]`)) return false;
      return true;
    }
    if (isPlainObject(e)) {
      if (!isPlainObject(a)) return note(path, `expected an object, got ${show(a)}`);
      for (const key of Object.keys(e)) {
        if (isIgnoredKey(path, key)) continue;
        const childPath = `${path}${pathStep(key)}`;
        if (!Object.hasOwn(a, key)) {
          if (!note(childPath, `missing (expected ${show(e[key])})`)) return false;
        } else if (!walk(a[key], e[key], childPath)) {
          return false;
        }
      }
      return true;
    }
    return note(path, `expected value of unsupported type ${typeof e}`);
  }

  walk(actual, expected, '$');
  return out;
}

type Numeric = JsonNumber | number | bigint;

function isNumeric(v: unknown): v is Numeric {
  return v instanceof JsonNumber || typeof v === 'number' || typeof v === 'bigint';
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof JsonNumber);
}

/** The text the number is written as, by the rules the CLI prints reports with. */
function numberText(n: Numeric): string {
  return n instanceof JsonNumber ? formatJsonNumber(n) : canonicalJson(n);
}

function pathStep(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (isNumeric(v)) return numberText(v);
  if (Array.isArray(v)) return `an array of ${v.length}`;
  if (isPlainObject(v)) return 'an object';
  return clip(JSON.stringify(v), 80);
}

function clip(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** Points at the first differing character, with a little context, so long texts stay readable. */
function describeStringDifference(a: string, e: string): string {
  let i = 0;
  while (i < a.length && i < e.length && a[i] === e[i]) i++;
  const from = Math.max(0, i - 20);
  const excerpt = (s: string) => JSON.stringify(s.slice(from, i + 40));
  return `strings differ at index ${i} (lengths ${a.length} vs ${e.length}): expected …${excerpt(e)}, got …${excerpt(a)}`;
}
