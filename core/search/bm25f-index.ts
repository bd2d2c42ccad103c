import { encodeCapabilityId } from '../ids.ts';
import { fromPlain, isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import {
  MAX_DOCUMENT_BYTES,
  MAX_FIELD_BYTES,
  MAX_SCHEMA_DEPTH,
  MAX_SCHEMA_FIELDS,
  MAX_SCHEMA_NODES,
  MAX_UNIQUE_TERMS,
} from '../limits.ts';
import type { TermContribution, ToolDefinition } from '../report/report.ts';
import { compareBytes, sortStringsByBytes, truncateToBytes } from '../text/text.ts';
import { utf8Length } from '../text/utf8-length.ts';
import { eachAsciiWordSpan, eachWord, isAscii } from './tokenize.ts';

/**
 * The bounded BM25F index behind tool_search ("bounded-bm25f-v1", DISCLOSURE.md §10):
 * one document per authorized definition, each a map from term to the highest
 * weight of any field it came from.
 */

export type FieldName = TermContribution['fields'][number];

export const FIELD_WEIGHTS: Readonly<Record<FieldName, number>> = {
  provider: 4,
  capability: 8,
  name: 8,
  description: 1,
  parameter: 5,
  parameter_description: 1,
};

interface IndexedTerm {
  weight: number;
  /** Every field that contributed the term, in the order they were added. */
  fields: FieldName[];
}

/**
 * A term's weight and fields packed into one small integer, so a document's map
 * holds numbers rather than an object and an array per term (a catalog of 20,000
 * tools holds about half a million terms): the weight in the low 4 bits, then
 * each contributing field's code (its place in FIELD_CODES, plus one) in 3 bits,
 * in the order the fields were added.
 */
type PackedTerm = number;

const FIELD_CODES: readonly FieldName[] = [
  'provider',
  'capability',
  'name',
  'description',
  'parameter',
  'parameter_description',
];
const WEIGHT_BITS = 4;
const FIELD_BITS = 3;
const FIELD_MASK = (1 << FIELD_BITS) - 1;

/** A field's code in a packed term: its place in FIELD_CODES, plus one. */
function fieldCode(field: FieldName): number {
  return FIELD_CODES.indexOf(field) + 1;
}

/** The packed term with `weight` as its weight if higher, and the field of `code` added unless present. */
function addToTerm(packed: PackedTerm, weight: number, code: number): PackedTerm {
  let fields = packed >>> WEIGHT_BITS;
  let shift = WEIGHT_BITS;
  for (; fields !== 0; fields >>>= FIELD_BITS, shift += FIELD_BITS) {
    if ((fields & FIELD_MASK) === code) {
      shift = -1;
      break;
    }
  }
  const best = Math.max(termWeight(packed), weight);
  const withField = shift < 0 ? packed : packed | (code << shift);
  return (withField & ~((1 << WEIGHT_BITS) - 1)) | best;
}

export function termWeight(packed: PackedTerm): number {
  return packed & ((1 << WEIGHT_BITS) - 1);
}

export function termFields(packed: PackedTerm): FieldName[] {
  const fields: FieldName[] = [];
  for (let codes = packed >>> WEIGHT_BITS; codes !== 0; codes >>>= FIELD_BITS) {
    fields.push(FIELD_CODES[(codes & FIELD_MASK) - 1]!);
  }
  return fields;
}

/** A document's entry for `term`, unpacked. */
export function termOf(document: IndexedDocument, term: string): IndexedTerm | undefined {
  const packed = document.terms.get(term);
  return packed === undefined ? undefined : { weight: termWeight(packed), fields: termFields(packed) };
}

export interface IndexedDocument {
  /** Told apart from every other document of its table by number, for tables by document (positionsOf). */
  serial: number;
  capability_id: string;
  name: string;
  /** Lowercased capability id, name and wire-encoded capability id (§10), each once. */
  exact_identifiers: readonly string[];
  /** Each term with its packed weight and fields, in order of first occurrence; made from `words` when first read. */
  readonly terms: ReadonlyMap<string, PackedTerm>;
  /**
   * The same terms without a string each: per term, its hash, its packed weight and
   * fields, and where its text lies in `sources` (see wordAt). A search looks a term
   * up here (packedTermOf), so a document no search reads never makes its terms.
   */
  readonly words: readonly number[];
  /** The terms' hashes alone, in the same order: what listing a term looks through. */
  readonly hashes: readonly number[];
  /** The texts the terms are read from: each field's admitted text, and a non-ASCII word as it is. */
  readonly sources: readonly string[];
  /** Number of unique terms, at least 1. */
  length: number;
  admitted_bytes: number;
  schema_nodes: number;
  schema_fields: number;
}

export interface SearchIndex {
  documents: readonly IndexedDocument[];
  document_frequencies: ReadonlyMap<string, number>;
  average_length: number;
}

/**
 * `documents` may hold each definition's document from an earlier build: a
 * document depends on its definition alone, so it is reused as it is. `memo`
 * holds the last build made through it; when the new definitions differ from
 * that build's in a few places only, the last index is updated for those
 * documents instead of being rebuilt (the same index either way:
 * core/search/bm25f-index.test.ts).
 */
export function buildSearchIndex(
  definitions: readonly ToolDefinition[],
  documents: WeakMap<ToolDefinition, IndexedDocument> = new WeakMap(),
  memo?: SearchIndexMemo,
): SearchIndex {
  let serial = NEXT_SERIAL.get(documents) ?? 0;
  const documentOf = (definition: ToolDefinition) => {
    let document = documents.get(definition);
    if (document === undefined) {
      document = indexDocument(definition, serial++);
      documents.set(definition, document);
    }
    return document;
  };
  const inOrder = definitions.map(documentOf);
  NEXT_SERIAL.set(documents, serial);
  const last = memo?.last;
  const updated = last && updateIndex(last, inOrder);
  const built = updated ?? buildFrom(inOrder);
  if (memo) memo.last = { inOrder, ...built };
  return built.index;
}

/** A slot for the last index built, with the documents it was built from in definition order. */
export interface SearchIndexMemo {
  last?: { inOrder: readonly IndexedDocument[]; index: SearchIndex; totalLength: number };
}

/** Past this many changed documents a rebuild costs no more than the updates. */
const MAX_UPDATED_DOCUMENTS = 32;

/**
 * A fresh index: its documents in order and their average length. Where each term
 * occurs is listed only when a search asks for that term (occurrencesOf), so a
 * report with a few queries does not list every term of every document.
 */
function buildFrom(inOrder: readonly IndexedDocument[]): { index: SearchIndex; totalLength: number } {
  // Array.prototype.sort is stable, as Rust's sort_by is, so equal ids keep input order.
  const sorted = [...inOrder].sort((a, b) => compareBytes(a.capability_id, b.capability_id));
  let totalLength = 0;
  for (const document of sorted) totalLength += document.length;
  return { index: indexOf(sorted, totalLength), totalLength };
}

/** The index of documents already in index order, with document frequencies read from its listing. */
function indexOf(sorted: readonly IndexedDocument[], totalLength: number): SearchIndex {
  const index: SearchIndex = {
    documents: sorted,
    document_frequencies: EMPTY_FREQUENCIES,
    average_length: sorted.length === 0 ? 1 : totalLength / sorted.length,
  };
  index.document_frequencies = new DocumentFrequencies(index);
  return index;
}

/**
 * The last index with the documents that changed place by place taken out and
 * the new ones put in; undefined when the lists differ in length or in too many
 * places, or when a new document's capability id is already in the index (where
 * it goes among equal ids depends on definition order, which a rebuild keeps).
 */
function updateIndex(
  last: NonNullable<SearchIndexMemo['last']>,
  inOrder: readonly IndexedDocument[],
): { index: SearchIndex; totalLength: number } | undefined {
  if (inOrder.length !== last.inOrder.length) return undefined;
  const changed: number[] = [];
  for (let i = 0; i < inOrder.length; i++) {
    if (inOrder[i] === last.inOrder[i]) continue;
    if (changed.length === MAX_UPDATED_DOCUMENTS) return undefined;
    changed.push(i);
  }
  if (changed.length === 0) return { index: last.index, totalLength: last.totalLength };
  const sorted = [...last.index.documents];
  let totalLength = last.totalLength;
  for (const i of changed) {
    const old = last.inOrder[i]!;
    let at = lowerBound(sorted, old.capability_id);
    while (at < sorted.length && sorted[at] !== old) at++;
    if (at === sorted.length) return undefined;
    sorted.splice(at, 1);
    totalLength -= old.length;
  }
  for (const i of changed) {
    const document = inOrder[i]!;
    const at = lowerBound(sorted, document.capability_id);
    if (at < sorted.length && sorted[at]!.capability_id === document.capability_id) return undefined;
    sorted.splice(at, 0, document);
    totalLength += document.length;
  }
  const index = indexOf(sorted, totalLength);
  const listed = OCCURRENCES.get(last.index);
  if (listed) {
    // The listing moves to the new index, changed in place for the terms it has listed so far; the old
    // index lists its own again if searched.
    OCCURRENCES.delete(last.index);
    listed.documents = sorted;
    applyChanges(
      listed,
      changed.map((i) => last.inOrder[i]!),
      changed.map((i) => inOrder[i]!),
    );
    OCCURRENCES.set(index, listed);
  }
  return { index, totalLength };
}

/**
 * Where each term and each exact identifier occurs: the documents holding it, in
 * no particular order. A term is listed when a search first asks for it, by one
 * look at each document, and kept; the identifiers are listed all at once, when
 * first asked. Once the terms looked up have cost as much as listing every term
 * would, the rest are listed together. An index updated from one already listed
 * takes that listing over, with the changed documents taken out and put in for
 * the terms listed so far: an edit lists nothing again, and its cost is the
 * changed documents' terms, not the catalog's.
 */
interface Occurrences {
  terms: TermPostings;
  identifiers: IdentifierHolders;
  /** The documents of the index the listing belongs to, looked through for a term not yet listed. */
  documents: readonly IndexedDocument[];
}

/** The documents holding a term, with the term's packed weight and fields in each, place by place. */
interface Posting {
  documents: IndexedDocument[];
  packed: PackedTerm[];
}

/** A map from term to its posting, a term listed on first `get`; undefined for a term no document holds. */
class TermPostings {
  /** The terms listed so far, those no document holds with an empty posting (until every term is listed). */
  private readonly listed: Map<string, Posting>;
  /** Whether every term of every document is listed: then a term not in `listed` is in no document. */
  private complete: boolean;
  /** Documents looked at for terms listed one by one; past the total of their lengths, list the rest at once. */
  private looked = 0;
  /** Every document's term hashes in one array, for listing a term; made for the first, dropped by an edit. */
  private flat: FlatHashes | undefined;

  constructor(
    private readonly owner: { documents: readonly IndexedDocument[] },
    listed = new Map<string, Posting>(),
    complete = false,
  ) {
    this.listed = listed;
    this.complete = complete;
  }

  get(term: string): Posting | undefined {
    let posting = this.listed.get(term);
    if (posting === undefined && !this.complete) {
      posting = this.listTerm(term);
      if (this.complete) posting = this.listed.get(term);
    }
    return posting === undefined || posting.documents.length === 0 ? undefined : posting;
  }

  /** Every term some document holds, with its posting, every term listed first. */
  *entries(): IterableIterator<[string, Posting]> {
    this.listAll();
    for (const entry of this.listed) if (entry[1].documents.length > 0) yield entry;
  }

  /** A copy that shares every posting but those of `terms`, which it copies, so a change to the copy leaves this one alone. */
  copyFor(owner: { documents: readonly IndexedDocument[] }, terms: Iterable<string>): TermPostings {
    const listed = new Map(this.listed);
    for (const term of terms) {
      const posting = listed.get(term);
      if (posting) listed.set(term, { documents: [...posting.documents], packed: [...posting.packed] });
    }
    return new TermPostings(owner, listed, this.complete);
  }

  /** `document`'s term taken out of its posting, if listed. */
  remove(term: string, document: IndexedDocument): void {
    this.flat = undefined;
    const posting = this.listed.get(term);
    const at = posting ? posting.documents.indexOf(document) : -1;
    if (!posting || at < 0) return;
    // Order within a posting does not matter (scores are put in index order), so the last entry fills the gap.
    const last = posting.documents.length - 1;
    posting.documents[at] = posting.documents[last]!;
    posting.packed[at] = posting.packed[last]!;
    posting.documents.pop();
    posting.packed.pop();
  }

  /** `document`'s term put in its posting, if listed (or made, once every term is listed). */
  add(term: string, document: IndexedDocument, packed: PackedTerm): void {
    this.flat = undefined;
    const posting = this.listed.get(term);
    if (posting) {
      posting.documents.push(document);
      posting.packed.push(packed);
    } else if (this.complete) this.listed.set(term, { documents: [document], packed: [packed] });
  }

  private listTerm(term: string): Posting {
    const posting: Posting = { documents: [], packed: [] };
    const { documents } = this.owner;
    if (!ASCII_UPPERCASE.test(term)) {
      // The documents' word tables, not their terms: a term no search asked for is never made. One
      // long loop over one array, rather than a short one per document, runs fast in a process just
      // started (the command line), where the engine has not compiled the short ones yet.
      const hash = hashTerm(term);
      this.flat ??= flattenHashes(documents);
      const { hashes, starts } = this.flat;
      // The engine's own search of a typed array, fast even before any of this code is compiled.
      for (let k = hashes.indexOf(hash); k >= 0; k = hashes.indexOf(hash, k + 1)) {
        const owner = lastStartAtOrBefore(starts, k);
        const document = documents[owner]!;
        const at = (k - starts[owner]!) * WORD_INTS;
        if (!isWordAt(document.words, document.sources, at, term, 0, term.length)) continue;
        posting.documents.push(document);
        posting.packed.push(document.words[at + 1]!);
      }
    }
    this.listed.set(term, posting);
    this.looked += documents.length;
    if (this.looked > documents.length * 4) {
      let total = 0;
      for (const document of documents) total += document.length;
      if (this.looked > total) this.listAll();
    }
    return posting;
  }

  /** Every term of every document listed, those listed already kept as they are. */
  private listAll(): void {
    if (this.complete) return;
    const known = new Set(this.listed.keys());
    for (const document of this.owner.documents) {
      for (let at = 0; at < document.words.length; at += WORD_INTS) {
        const term = wordAt(document, at);
        if (known.has(term)) continue;
        const packed = document.words[at + 1]!;
        const posting = this.listed.get(term);
        if (posting) {
          posting.documents.push(document);
          posting.packed.push(packed);
        } else this.listed.set(term, { documents: [document], packed: [packed] });
      }
    }
    for (const [term, posting] of this.listed) if (posting.documents.length === 0) this.listed.delete(term);
    this.complete = true;
  }
}

/** Every document's term hashes, one after another, and where each document's start, in index order. */
interface FlatHashes {
  hashes: Int32Array;
  starts: Int32Array;
}

function flattenHashes(documents: readonly IndexedDocument[]): FlatHashes {
  const starts = new Int32Array(documents.length);
  let count = 0;
  for (let owner = 0; owner < documents.length; owner++) {
    starts[owner] = count;
    count += documents[owner]!.hashes.length;
  }
  const hashes = new Int32Array(count);
  for (let owner = 0; owner < documents.length; owner++) hashes.set(documents[owner]!.hashes, starts[owner]!);
  return { hashes, starts };
}

/** The last document whose hashes start at or before `k`: the one holding the k-th hash. */
function lastStartAtOrBefore(starts: Int32Array, k: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= k) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A map from exact identifier to the documents holding it, listed whole on first `get`. */
class IdentifierHolders {
  private listed: Map<string, IndexedDocument[]> | undefined;

  constructor(
    private readonly owner: { documents: readonly IndexedDocument[] },
    listed?: Map<string, IndexedDocument[]>,
  ) {
    this.listed = listed;
  }

  get(identifier: string): IndexedDocument[] | undefined {
    if (this.listed === undefined) {
      this.listed = new Map();
      for (const document of this.owner.documents)
        for (const id of document.exact_identifiers) this.add(id, document);
    }
    return this.listed.get(identifier);
  }

  /** A copy that shares every list but those of `identifiers`, which it copies. */
  copyFor(
    owner: { documents: readonly IndexedDocument[] },
    identifiers: Iterable<string>,
  ): IdentifierHolders {
    if (this.listed === undefined) return new IdentifierHolders(owner);
    const listed = new Map(this.listed);
    for (const id of identifiers) {
      const list = listed.get(id);
      if (list) listed.set(id, [...list]);
    }
    return new IdentifierHolders(owner, listed);
  }

  remove(identifier: string, document: IndexedDocument): void {
    if (this.listed === undefined) return;
    const rest = (this.listed.get(identifier) ?? []).filter((d) => d !== document);
    if (rest.length > 0) this.listed.set(identifier, rest);
    else this.listed.delete(identifier);
  }

  add(identifier: string, document: IndexedDocument): void {
    if (this.listed === undefined) return;
    const list = this.listed.get(identifier);
    if (list) list.push(document);
    else this.listed.set(identifier, [document]);
  }
}

const OCCURRENCES = new WeakMap<SearchIndex, Occurrences>();

export function occurrencesOf(index: SearchIndex): Occurrences {
  let listed = OCCURRENCES.get(index);
  if (!listed) {
    const occurrences: Occurrences = {
      documents: index.documents,
      terms: undefined as unknown as TermPostings,
      identifiers: undefined as unknown as IdentifierHolders,
    };
    occurrences.terms = new TermPostings(occurrences);
    occurrences.identifiers = new IdentifierHolders(occurrences);
    listed = occurrences;
    OCCURRENCES.set(index, listed);
  }
  return listed;
}

/** The listing with the changed documents taken out and the new ones put in, in place. */
function applyChanges(
  listed: Occurrences,
  removed: readonly IndexedDocument[],
  added: readonly IndexedDocument[],
): void {
  for (const document of removed) {
    for (const term of document.terms.keys()) listed.terms.remove(term, document);
    for (const id of document.exact_identifiers) listed.identifiers.remove(id, document);
  }
  for (const document of added) {
    document.terms.forEach((packed, term) => {
      listed.terms.add(term, document, packed);
    });
    for (const id of document.exact_identifiers) listed.identifiers.add(id, document);
  }
}

/**
 * A term's document frequency is the length of its posting: read from the
 * listing, so only the terms a search asks for are counted. A ReadonlyMap whose
 * iteration lists every term first, for callers that want them all.
 */
class DocumentFrequencies implements ReadonlyMap<string, number> {
  readonly #index: SearchIndex;

  constructor(index: SearchIndex) {
    this.#index = index;
  }

  get(term: string): number | undefined {
    return occurrencesOf(this.#index).terms.get(term)?.documents.length;
  }

  has(term: string): boolean {
    return this.get(term) !== undefined;
  }

  get size(): number {
    let size = 0;
    for (const _ of occurrencesOf(this.#index).terms.entries()) size++;
    return size;
  }

  *entries(): MapIterator<[string, number]> {
    for (const [term, posting] of occurrencesOf(this.#index).terms.entries())
      yield [term, posting.documents.length];
  }

  *keys(): MapIterator<string> {
    for (const [term] of this.entries()) yield term;
  }

  *values(): MapIterator<number> {
    for (const [, count] of this.entries()) yield count;
  }

  [Symbol.iterator](): MapIterator<[string, number]> {
    return this.entries();
  }

  forEach(callback: (value: number, key: string, map: ReadonlyMap<string, number>) => void): void {
    for (const [term, count] of this.entries()) callback(count, term, this);
  }

  // Compared as a map (by test matchers, by inspection), not as a plain object.
  get [Symbol.toStringTag](): string {
    return 'Map';
  }
}

const EMPTY_FREQUENCIES: ReadonlyMap<string, number> = new Map();

/**
 * A copy of `index` in which `old` gives way to the document of `definition`, as
 * a rebuild with that one definition changed would give (the same capability id
 * keeps its place among equal ids). The copy shares every other document and
 * `index` is left as it was, so a "what if this description said…" search costs
 * a copy of the listed terms' table, not an index built again.
 */
export function withDocumentReplaced(
  index: SearchIndex,
  old: IndexedDocument,
  definition: ToolDefinition,
): SearchIndex {
  if (definition.capability_id !== old.capability_id)
    throw new Error('a replacement keeps the capability id');
  const at = index.documents.indexOf(old);
  if (at < 0) throw new Error('the document is not in the index');
  // The old document's serial: it takes the old one's place in every table by serial.
  const document = indexDocument(definition, old.serial);
  const documents = [...index.documents];
  documents[at] = document;
  let totalLength = 0;
  for (const d of documents) totalLength += d.length;
  const copy = indexOf(documents, totalLength);
  const listed = occurrencesOf(index);
  const copied: Occurrences = {
    documents,
    terms: undefined as unknown as TermPostings,
    identifiers: undefined as unknown as IdentifierHolders,
  };
  // Only the lists the two documents are in are copied before the change; the rest are shared, unchanged.
  copied.terms = listed.terms.copyFor(copied, new Set([...old.terms.keys(), ...document.terms.keys()]));
  copied.identifiers = listed.identifiers.copyFor(
    copied,
    new Set([...old.exact_identifiers, ...document.exact_identifiers]),
  );
  applyChanges(copied, [old], [document]);
  OCCURRENCES.set(copy, copied);
  POSITIONS.set(copy, positionsOf(index));
  return copy;
}

const POSITIONS = new WeakMap<SearchIndex, Int32Array>();

/**
 * Each document's position in the index's order, at the document's serial: made
 * once per index. A search looks a position up for every occurrence of its terms
 * (many per document in a large catalog), and a typed array reads it faster than a
 * map keyed by the document. Only the index's own documents have a place in it.
 */
export function positionsOf(index: SearchIndex): Int32Array {
  let positions = POSITIONS.get(index);
  if (!positions) {
    let top = -1;
    for (const document of index.documents) top = Math.max(top, document.serial);
    positions = new Int32Array(top + 1);
    for (let at = 0; at < index.documents.length; at++) positions[index.documents[at]!.serial] = at;
    POSITIONS.set(index, positions);
  }
  return positions;
}

/** The first position whose capability id is not below `id` in byte order. */
function lowerBound(sorted: readonly IndexedDocument[], id: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareBytes(sorted[mid]!.capability_id, id) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The next serial of each table of documents: an index holds documents of one
 * table only, so numbering within the table tells its documents apart.
 */
const NEXT_SERIAL = new WeakMap<WeakMap<ToolDefinition, IndexedDocument>, number>();

function indexDocument(definition: ToolDefinition, serial: number): IndexedDocument {
  const builder = new DocumentBuilder();
  const id = definition.capability_id;
  const dot = id.indexOf('.');
  const provider = dot < 0 ? id : id.slice(0, dot);
  const name = definition.name;
  try {
    builder.addField(provider, 'provider');
    builder.addField(dot < 0 ? id : id.slice(dot + 1), 'capability');
    const providerPrefix = `${provider}__`;
    builder.addField(name.startsWith(providerPrefix) ? name.slice(providerPrefix.length) : name, 'name');
    builder.addField(definition.description, 'description');
    builder.collectSchema(definition.parameters, 0, definition.verified);
  } catch (error) {
    // The shared word table is left empty for the next document, whatever stopped this one.
    builder.finish();
    throw error;
  }
  const { words, hashes } = builder.finish();
  return new Document(
    serial,
    id,
    name,
    distinct(id.toLowerCase(), name.toLowerCase(), encodeCapabilityId(id).toLowerCase()),
    words,
    hashes,
    builder.sources,
    Math.max(words.length / WORD_INTS, 1),
    builder.admittedBytes,
    builder.schemaNodes,
    builder.schemaFields,
  );
}

class Document implements IndexedDocument {
  #terms: Map<string, PackedTerm> | undefined;

  constructor(
    readonly serial: number,
    readonly capability_id: string,
    readonly name: string,
    readonly exact_identifiers: readonly string[],
    readonly words: readonly number[],
    readonly hashes: readonly number[],
    readonly sources: readonly string[],
    readonly length: number,
    readonly admitted_bytes: number,
    readonly schema_nodes: number,
    readonly schema_fields: number,
  ) {}

  get terms(): ReadonlyMap<string, PackedTerm> {
    if (this.#terms === undefined) {
      this.#terms = new Map();
      for (let at = 0; at < this.words.length; at += WORD_INTS)
        this.#terms.set(wordAt(this, at), this.words[at + 1]!);
    }
    return this.#terms;
  }
}

/**
 * A document's word table holds three numbers per term: the hash of its text
 * (hashTerm), its packed weight and fields, and where it lies, as the place of
 * its text in `sources` and the span in that text (a span of 0, 0 is the whole
 * text: a non-ASCII word, kept as tokenize made it).
 */
const WORD_INTS = 3;
const SPAN_BITS = 10;
const SPAN_MASK = (1 << SPAN_BITS) - 1;

function placeOf(source: number, start: number, end: number): number {
  return (source << (2 * SPAN_BITS)) | (start << SPAN_BITS) | end;
}

/** The text of the term at `at` of a document's word table. */
function wordAt(document: Pick<IndexedDocument, 'words' | 'sources'>, at: number): string {
  const place = document.words[at + 2]! >>> 0;
  const source = document.sources[place >>> (2 * SPAN_BITS)]!;
  const start = (place >>> SPAN_BITS) & SPAN_MASK;
  const end = place & SPAN_MASK;
  if (start === 0 && end === 0) return source;
  const word = source.slice(start, end);
  return ASCII_UPPERCASE.test(word) ? word.toLowerCase() : word;
}

const ASCII_UPPERCASE = /[A-Z]/;

/** A term's hash, over its UTF-16 codes with ASCII letters lowercased (FNV-1a). */
export function hashTerm(term: string): number {
  return hashSpan(term, 0, term.length);
}

function hashSpan(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5 | 0;
  for (let at = start; at < end; at++) hash = Math.imul(hash ^ lowerAscii(text.charCodeAt(at)), 0x01000193);
  // 30 bits, so the word table holds small integers only (a plain array of them copies fast).
  return hash & 0x3fffffff;
}

function lowerAscii(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/** Whether text[start, end) lowercased is the term at `at` of a document's word table. */
function isWordAt(
  words: readonly number[],
  sources: readonly string[],
  at: number,
  text: string,
  start: number,
  end: number,
): boolean {
  const place = words[at + 2]! >>> 0;
  const source = sources[place >>> (2 * SPAN_BITS)]!;
  let from = (place >>> SPAN_BITS) & SPAN_MASK;
  let to = place & SPAN_MASK;
  if (from === 0 && to === 0) to = source.length;
  if (to - from !== end - start) return false;
  for (let k = start; k < end; k++, from++)
    if (lowerAscii(source.charCodeAt(from)) !== lowerAscii(text.charCodeAt(k))) return false;
  return true;
}

/**
 * The packed weight and fields of `term` in `document`, or undefined when it does
 * not hold the term: the document's `terms.get(term)`, read from its word table
 * without making its terms.
 */
export function packedTermOf(
  document: IndexedDocument,
  term: string,
  hash: number = hashTerm(term),
): PackedTerm | undefined {
  // Every term is lowercase; a word with an ASCII capital is none of them.
  return ASCII_UPPERCASE.test(term) ? undefined : findPacked(document, term, hash);
}

function findPacked(document: IndexedDocument, text: string, hash: number): PackedTerm | undefined {
  const { words, hashes, sources } = document;
  for (let term = hashes.indexOf(hash); term >= 0; term = hashes.indexOf(hash, term + 1)) {
    const at = term * WORD_INTS;
    if (isWordAt(words, sources, at, text, 0, text.length)) return words[at + 1];
  }
  return undefined;
}

/** The three in order, each once. */
function distinct(a: string, b: string, c: string): string[] {
  const out = [a];
  if (b !== a) out.push(b);
  if (c !== a && c !== b) out.push(c);
  return out;
}

function getOwn(object: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Upstream walks serde_json maps, which iterate in byte order of their keys. */
function sortedKeys(object: JsonObject): string[] {
  return sortStringsByBytes(Object.keys(object));
}

const VARIANT_KEYWORDS = ['anyOf', 'oneOf', 'allOf'] as const;
const DEFINITION_KEYWORDS = ['$defs', 'definitions'] as const;

/**
 * The word table of the document being built: an open addressing table from hash
 * to term, twice the most terms a document holds, and the terms' three numbers
 * each. A repeated word costs a hash and a comparison, not a string. Scratch space
 * only, not state: `finish` empties it after every document, so no call sees another's.
 */
const SLOTS = 2048;
const SLOT_TERM = new Int32Array(SLOTS);
const TERM_SLOT = new Int32Array(MAX_UNIQUE_TERMS);
// A plain array of small integers rather than an Int32Array: a document's copy of a few hundred bytes
// would be an off-heap buffer each, which costs more to make and to collect than the array.
const TERM_WORDS: number[] = new Array(MAX_UNIQUE_TERMS * WORD_INTS).fill(0);

class DocumentBuilder {
  readonly sources: string[] = [];
  count = 0;
  admittedBytes = 0;
  schemaNodes = 0;
  schemaFields = 0;
  /** The packed form of a new term of the field being added, and the field's code and weight, for `take`. */
  private weight = 0;
  private code = 0;
  private text = '';
  private source = 0;

  /**
   * §10 bounds: a field admits its longest prefix within min(256, what is left of
   * 8192) bytes; a full document takes nothing more, and a new term past 512 ends
   * the field. The bytes count as admitted even when no term from them is kept.
   */
  addField(value: string, field: FieldName): void {
    if (this.admittedBytes >= MAX_DOCUMENT_BYTES || this.count >= MAX_UNIQUE_TERMS) return;
    const remaining = MAX_DOCUMENT_BYTES - this.admittedBytes;
    const admitted = truncateToBytes(value, Math.min(remaining, MAX_FIELD_BYTES));
    this.admittedBytes += utf8Length(admitted);
    this.weight = FIELD_WEIGHTS[field];
    this.code = fieldCode(field);
    if (isAscii(admitted)) {
      this.text = admitted;
      this.source = this.sources.length;
      this.sources.push(admitted);
      eachAsciiWordSpan(admitted, this.takeSpan);
    } else eachWord(admitted, this.takeWord);
  }

  /** The word table, and the shared table cleared for the next document. */
  finish(): { words: number[]; hashes: number[] } {
    const hashes: number[] = new Array(this.count);
    for (let term = 0; term < this.count; term++) {
      SLOT_TERM[TERM_SLOT[term]!] = 0;
      hashes[term] = TERM_WORDS[term * WORD_INTS]!;
    }
    return { words: TERM_WORDS.slice(0, this.count * WORD_INTS), hashes };
  }

  private readonly takeSpan = (start: number, end: number): boolean =>
    this.take(this.text, start, end, this.source);

  /** A non-ASCII word, lowercased by tokenize: kept as a text of its own if new. */
  private readonly takeWord = (word: string): boolean => this.take(word, 0, word.length, -1);

  /** One word of the field: a repeat within the field changes nothing, as it adds the same field and weight. */
  private take(text: string, start: number, end: number, source: number): boolean {
    const hash = hashSpan(text, start, end);
    for (let slot = hash & (SLOTS - 1); ; slot = (slot + 1) & (SLOTS - 1)) {
      const entry = SLOT_TERM[slot]!;
      if (entry === 0) {
        if (this.count >= MAX_UNIQUE_TERMS) return false;
        const term = this.count++;
        SLOT_TERM[slot] = term + 1;
        TERM_SLOT[term] = slot;
        const at = term * WORD_INTS;
        TERM_WORDS[at] = hash;
        TERM_WORDS[at + 1] = this.weight | (this.code << WEIGHT_BITS);
        if (source < 0) {
          TERM_WORDS[at + 2] = placeOf(this.sources.length, 0, 0);
          this.sources.push(text);
        } else TERM_WORDS[at + 2] = placeOf(source, start, end);
        return true;
      }
      const at = (entry - 1) * WORD_INTS;
      if (TERM_WORDS[at] === hash && isWordAt(TERM_WORDS, this.sources, at, text, start, end)) {
        TERM_WORDS[at + 1] = addToTerm(TERM_WORDS[at + 1]!, this.weight, this.code);
        return true;
      }
    }
  }

  /**
   * §10 schema walk: depth 8 (root 0) and 256 object nodes in all; 128 property
   * keys per document, after which a `properties` loop stops without walking the rest.
   */
  collectSchema(value: JsonValue | undefined, depth: number, verified: boolean): void {
    if (depth > MAX_SCHEMA_DEPTH || this.schemaNodes >= MAX_SCHEMA_NODES) return;
    if (!isJsonObject(value)) return;
    this.schemaNodes += 1;

    const properties = getOwn(value, 'properties');
    if (isJsonObject(properties)) {
      for (const key of sortedKeys(properties)) {
        if (this.schemaFields >= MAX_SCHEMA_FIELDS) break;
        this.schemaFields += 1;
        this.addField(key, 'parameter');
        const schema = properties[key];
        const description = isJsonObject(schema) ? getOwn(schema, 'description') : undefined;
        if (verified && typeof description === 'string') this.addField(description, 'parameter_description');
        this.collectChild(schema, depth, verified);
      }
    }
    const items = getOwn(value, 'items');
    if (items !== undefined) this.collectChildren(Array.isArray(items) ? items : [items], depth, verified);
    for (const keyword of VARIANT_KEYWORDS) {
      const variants = getOwn(value, keyword);
      if (Array.isArray(variants)) this.collectChildren(variants, depth, verified);
    }
    const additional = getOwn(value, 'additionalProperties');
    if (isJsonObject(additional)) this.collectChild(additional, depth, verified);
    for (const keyword of DEFINITION_KEYWORDS) {
      const definitions = getOwn(value, keyword);
      if (isJsonObject(definitions)) {
        this.collectChildren(
          sortedKeys(definitions).map((key) => definitions[key]),
          depth,
          verified,
        );
      }
    }
  }

  /** A node's only child: collectChildren of a list of one, without the list. */
  private collectChild(child: JsonValue | undefined, parentDepth: number, verified: boolean): void {
    if (this.schemaNodes < MAX_SCHEMA_NODES) this.collectSchema(child, parentDepth + 1, verified);
  }

  /** Upstream looks at no more than 256 children of one node, objects or not. */
  private collectChildren(
    children: readonly (JsonValue | undefined)[],
    parentDepth: number,
    verified: boolean,
  ): void {
    const count = Math.min(children.length, MAX_SCHEMA_NODES);
    for (let i = 0; i < count; i++) {
      if (this.schemaNodes >= MAX_SCHEMA_NODES) break;
      this.collectSchema(children[i], parentDepth + 1, verified);
    }
  }
}

/** Index internals for the debug view; not part of parity. */
export function describeIndexForDebug(index: SearchIndex): JsonValue {
  return fromPlain({
    average_length: index.average_length,
    documents: index.documents.map((document) => ({
      capability_id: document.capability_id,
      name: document.name,
      length: document.length,
      admitted_bytes: document.admitted_bytes,
      schema_nodes: document.schema_nodes,
      schema_fields: document.schema_fields,
      exact_identifiers: [...document.exact_identifiers].sort(compareBytes),
      terms: [...document.terms.keys()]
        .sort(compareBytes)
        .map((term) => ({ term, ...termOf(document, term)! })),
    })),
  });
}
