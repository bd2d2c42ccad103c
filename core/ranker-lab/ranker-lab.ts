/// <reference path="./vendor.d.ts" />
import stem from 'wink-porter2-stemmer';
import { isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { MAX_QUERY_TERMS } from '../limits.ts';
import type { ToolDefinition } from '../report/report.ts';
import {
  buildSearchIndex,
  FIELD_WEIGHTS,
  type FieldName,
  termFields,
  termWeight,
} from '../search/bm25f-index.ts';
import { BM25_B, BM25_K1, EXACT_IDENTIFIER_BONUS, normalizeQuery } from '../search/search.ts';
import { eachWord, tokenize } from '../search/tokenize.ts';
import { isStopWord } from '../text/stop-words.ts';
import { compareBytes } from '../text/text.ts';

/**
 * The ranker lab: IronClaw's BM25F ranking rebuilt term by term beside tool_search,
 * with switchable variants, each one rule changed. NONE OF THE VARIANTS IS IRONCLAW'S
 * BEHAVIOUR. The lab reads tool_search's own index (buildSearchIndex over the tools,
 * or over copies of them when a variant rewrites their text) and never changes it:
 * core/search, the report's figures and the parity suite are untouched. With no
 * variant the lab ranks exactly as tool_search does (ranker-lab.test.ts).
 */

export const VARIANTS = ['stopwords', 'stems', 'acronyms', 'name-weight', 'no-query-cap', 'bm25'] as const;
export type VariantName = (typeof VARIANTS)[number];

/** What each variant changes, in words for the page and the command. */
export const VARIANT_NOTES: Readonly<Record<VariantName, string>> = {
  stopwords: 'drops English function words (the stopword package’s list) from tools and queries',
  stems: 'reduces every term to its Snowball English (Porter2) stem, so “earthquakes” meets “earthquake”',
  acronyms: 'reads an acronym’s plural as the acronym on both sides (“NOTAMs” → “notam”, not “nota” + “ms”)',
  'name-weight': 'weighs a term from the name or capability 4 instead of 8, as the parameter fields are near',
  'no-query-cap': 'keeps every query term instead of the first 32',
  bm25: 'textbook Okapi BM25 (k1 1.2, b 0.75) on name + description with term counts, in place of BM25F',
};

type ParsedVariants = { ok: true; variants: VariantName[] } | { ok: false; error: string };

/** `stopwords,stems` → the variants, in VARIANTS order, each once; `ironclaw` or empty → none. */
export function parseVariants(text: string): ParsedVariants {
  const names = text
    .split(/[,+]/)
    .map((n) => n.trim())
    .filter((n) => n !== '' && n !== 'ironclaw');
  for (const name of names) {
    if (!(VARIANTS as readonly string[]).includes(name))
      return { ok: false, error: `unknown variant "${name}" (variants: ${VARIANTS.join(', ')})` };
  }
  const variants = VARIANTS.filter((v) => names.includes(v));
  if (variants.includes('bm25') && (variants.includes('name-weight') || variants.includes('no-query-cap')))
    return { ok: false, error: 'bm25 has no name field weight and no query cap to change' };
  return { ok: true, variants };
}

/** How a set of variants is named in tables: `ironclaw` for none. */
export function variantLabel(variants: readonly VariantName[]): string {
  return variants.length === 0 ? 'ironclaw' : variants.join('+');
}

// IronClaw's own constants and weights, read from core/search: the lab varies them, never restates them.
const IRONCLAW_WEIGHTS = FIELD_WEIGHTS;
const LIGHT_NAME_WEIGHTS: Readonly<Record<FieldName, number>> = {
  ...IRONCLAW_WEIGHTS,
  capability: 4,
  name: 4,
};

interface LabDocument {
  name: string;
  capability_id: string;
  exact_identifiers: readonly string[];
  /** Term → weight (BM25F: the highest field weight; bm25: the count in name + description). */
  terms: Map<string, number>;
  /** Where each term came from, before the variants mapped it: for the term-by-term view. */
  sources: Map<string, string[]>;
  length: number;
}

export interface LabIndex {
  variants: readonly VariantName[];
  documents: LabDocument[];
  document_frequencies: Map<string, number>;
  average_length: number;
}

/** An acronym's plural ("NOTAMs", "IDs", "PRs") read as the acronym. */
const ACRONYM_PLURAL = /\b(\p{Lu}{2,})s\b/gu;

function rewriteAcronyms(text: string): string {
  return text.replace(ACRONYM_PLURAL, '$1');
}

function rewriteSchema(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(rewriteSchema);
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      key === 'description' && typeof child === 'string' ? rewriteAcronyms(child) : rewriteSchema(child);
  }
  return out;
}

/** A term as the variants read it: null when dropped. */
function termMapper(variants: readonly VariantName[]): (term: string) => string | null {
  const stops = variants.includes('stopwords');
  const stems = variants.includes('stems');
  const memo = new Map<string, string | null>();
  return (term) => {
    let mapped = memo.get(term);
    if (mapped === undefined) {
      mapped = stops && isStopWord(term) ? null : stems ? stem(term) : term;
      memo.set(term, mapped);
    }
    return mapped;
  };
}

function addTerm(document: LabDocument, term: string, weight: number, source: string, add: boolean): void {
  const held = document.terms.get(term);
  document.terms.set(term, held === undefined ? weight : add ? held + weight : Math.max(held, weight));
  const from = document.sources.get(term);
  if (!from) document.sources.set(term, [source]);
  else if (!from.includes(source)) from.push(source);
}

/** The lab's index of `tools` under `variants`; tool_search's own index is read, never changed. */
export function buildLabIndex(tools: readonly ToolDefinition[], variants: readonly VariantName[]): LabIndex {
  const rewrite = variants.includes('acronyms');
  const read = rewrite
    ? tools.map((t) => ({
        ...t,
        description: rewriteAcronyms(t.description),
        parameters: rewriteSchema(t.parameters),
      }))
    : tools;
  const map = termMapper(variants);
  const documents: LabDocument[] = [];
  if (variants.includes('bm25')) {
    // Textbook: one bag of words of name + description, counted; the tools in tool_search's order.
    const order = read
      .map((tool, i) => ({ tool, i }))
      .sort((a, b) => compareBytes(a.tool.capability_id, b.tool.capability_id) || a.i - b.i);
    for (const { tool } of order) {
      const document = emptyDocument(tool);
      let length = 0;
      const prefix = `${tool.capability_id.split('.')[0]}__`;
      const name = tool.name.startsWith(prefix) ? tool.name.slice(prefix.length) : tool.name;
      for (const text of [name, tool.description]) {
        eachWord(text, (word) => {
          const term = map(word);
          if (term !== null) {
            addTerm(document, term, 1, word, true);
            length++;
          }
          return true;
        });
      }
      document.length = length;
      documents.push(document);
    }
  } else {
    const weights = variants.includes('name-weight') ? LIGHT_NAME_WEIGHTS : IRONCLAW_WEIGHTS;
    const index = buildSearchIndex(read);
    for (const indexed of index.documents) {
      const document = emptyDocument(indexed);
      document.exact_identifiers = indexed.exact_identifiers;
      indexed.terms.forEach((packed, term) => {
        const mapped = map(term);
        if (mapped === null) return;
        const weight =
          weights === IRONCLAW_WEIGHTS
            ? termWeight(packed)
            : Math.max(...termFields(packed).map((f) => weights[f]));
        addTerm(document, mapped, weight, term, false);
      });
      // As tool_search counts it: unique terms, at least one.
      document.length = Math.max(document.terms.size, 1);
      documents.push(document);
    }
  }
  const frequencies = new Map<string, number>();
  let total = 0;
  for (const d of documents) {
    total += d.length;
    for (const term of d.terms.keys()) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
  }
  return {
    variants,
    documents,
    document_frequencies: frequencies,
    average_length: documents.length === 0 ? 1 : total / documents.length,
  };
}

function emptyDocument(tool: { name: string; capability_id: string }): LabDocument {
  return {
    name: tool.name,
    capability_id: tool.capability_id,
    exact_identifiers: [],
    terms: new Map(),
    sources: new Map(),
    length: 1,
  };
}

interface LabQuery {
  normalized: string;
  /** The query's terms as the variants read them, each once, in order. */
  terms: string[];
  /** The query's own words each term came from. */
  sources: Map<string, string[]>;
}

function readLabQuery(query: string, variants: readonly VariantName[]): LabQuery {
  const normalized = normalizeQuery(variants.includes('acronyms') ? rewriteAcronyms(query) : query);
  const words = tokenize(normalized);
  const capped =
    variants.includes('no-query-cap') || variants.includes('bm25') ? words : words.slice(0, MAX_QUERY_TERMS);
  const map = termMapper(variants);
  const terms: string[] = [];
  const sources = new Map<string, string[]>();
  for (const word of capped) {
    const term = map(word);
    if (term === null) continue;
    if (!sources.has(term)) {
      terms.push(term);
      sources.set(term, []);
    }
    sources.get(term)!.push(word);
  }
  return { normalized, terms, sources };
}

export interface TermScore {
  term: string;
  /** The query's words and the tool's terms it stands for. */
  query_words: string[];
  tool_terms: string[];
  idf: number;
  /** BM25F: the field weight; bm25: the term's count. 0 when the tool lacks the term. */
  weight: number;
  contribution: number;
}

interface LabHit {
  name: string;
  score: number;
}

function idfOf(index: LabIndex, term: string): number {
  const n = index.documents.length;
  const df = index.document_frequencies.get(term) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

function normalizationOf(index: LabIndex, document: LabDocument): number {
  return BM25_K1 * (1 - BM25_B + (BM25_B * document.length) / index.average_length);
}

/** Summed as tool_search sums: the exact-identifier bonus, then each term in query order. */
function scoreOf(index: LabIndex, document: LabDocument, query: LabQuery, idfs: readonly number[]): number {
  let score =
    !index.variants.includes('bm25') && document.exact_identifiers.includes(query.normalized)
      ? EXACT_IDENTIFIER_BONUS
      : 0;
  const normalization = normalizationOf(index, document);
  query.terms.forEach((term, i) => {
    const weight = document.terms.get(term);
    if (weight === undefined) return;
    score += (idfs[i]! * weight * (BM25_K1 + 1)) / (weight + normalization);
  });
  return score;
}

/** Every tool with a positive score, best first; ties keep tool_search's order (capability id). */
export function rankLab(index: LabIndex, query: string, limit = Number.POSITIVE_INFINITY): LabHit[] {
  const read = readLabQuery(query, index.variants);
  if (read.terms.length === 0 && index.variants.includes('bm25')) return [];
  if (read.terms.length === 0 && !index.variants.includes('bm25') && tokenize(read.normalized).length === 0)
    return [];
  const idfs = read.terms.map((t) => idfOf(index, t));
  const hits: LabHit[] = [];
  for (const document of index.documents) {
    const score = scoreOf(index, document, read, idfs);
    if (score > 0) hits.push({ name: document.name, score });
  }
  // Stable: equal scores keep index order, as tool_search's scan does.
  hits.sort((a, b) => b.score - a.score);
  return limit < hits.length ? hits.slice(0, limit) : hits;
}

/** The term-by-term score of one tool for one query under the index's variants. */
export function explainLab(
  index: LabIndex,
  query: string,
  toolName: string,
): { score: number; exact_bonus: boolean; terms: TermScore[] } | null {
  const document = index.documents.find((d) => d.name === toolName);
  if (!document) return null;
  const read = readLabQuery(query, index.variants);
  const normalization = normalizationOf(index, document);
  const exact = !index.variants.includes('bm25') && document.exact_identifiers.includes(read.normalized);
  let score = exact ? EXACT_IDENTIFIER_BONUS : 0;
  const terms = read.terms.map((term): TermScore => {
    const idf = idfOf(index, term);
    const weight = document.terms.get(term) ?? 0;
    const contribution = weight === 0 ? 0 : (idf * weight * (BM25_K1 + 1)) / (weight + normalization);
    score += contribution;
    return {
      term,
      query_words: read.sources.get(term) ?? [],
      tool_terms: document.sources.get(term) ?? [],
      idf,
      weight,
      contribution,
    };
  });
  return { score, exact_bonus: exact, terms };
}
