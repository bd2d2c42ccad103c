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
import { eachWord } from './tokenize.ts';

/**
 * The bounded BM25F index behind tool_search ("bounded-bm25f-v1", DISCLOSURE.md §10):
 * one document per authorized definition, each a map from term to the highest
 * weight of any field it came from.
 */

export type FieldName = TermContribution['fields'][number];

const FIELD_WEIGHTS: Readonly<Record<FieldName, number>> = {
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
  terms: ReadonlyMap<string, PackedTerm>;
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
  // Documents built together share one copy of each term's text instead of one per document.
  const spellings = new Map<string, string>();
  let serial = NEXT_SERIAL.get(documents) ?? 0;
  const documentOf = (definition: ToolDefinition) => {
    let document = documents.get(definition);
    if (document === undefined) {
      document = indexDocument(definition, spellings, serial++);
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
 * A fresh index, listed (occurrencesOf) as it is built: a term's document frequency
 * is the length of its list, so one pass over every document's terms makes both.
 */
function buildFrom(inOrder: readonly IndexedDocument[]): { index: SearchIndex; totalLength: number } {
  // Array.prototype.sort is stable, as Rust's sort_by is, so equal ids keep input order.
  const sorted = [...inOrder].sort((a, b) => compareBytes(a.capability_id, b.capability_id));
  const listed = listOccurrences(sorted);
  const documentFrequencies = new Map<string, number>();
  for (const [term, posting] of listed.terms) documentFrequencies.set(term, posting.documents.length);
  let totalLength = 0;
  for (const document of sorted) totalLength += document.length;
  const index = {
    documents: sorted,
    document_frequencies: documentFrequencies,
    average_length: sorted.length === 0 ? 1 : totalLength / sorted.length,
  };
  OCCURRENCES.set(index, listed);
  return { index, totalLength };
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
  const frequencies = new Map(last.index.document_frequencies);
  let totalLength = last.totalLength;
  for (const i of changed) {
    const old = last.inOrder[i]!;
    let at = lowerBound(sorted, old.capability_id);
    while (at < sorted.length && sorted[at] !== old) at++;
    if (at === sorted.length) return undefined;
    sorted.splice(at, 1);
    totalLength -= old.length;
    for (const term of old.terms.keys()) {
      const count = (frequencies.get(term) ?? 0) - 1;
      if (count > 0) frequencies.set(term, count);
      else frequencies.delete(term);
    }
  }
  for (const i of changed) {
    const document = inOrder[i]!;
    const at = lowerBound(sorted, document.capability_id);
    if (at < sorted.length && sorted[at]!.capability_id === document.capability_id) return undefined;
    sorted.splice(at, 0, document);
    totalLength += document.length;
    for (const term of document.terms.keys()) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
  }
  const index = {
    documents: sorted,
    document_frequencies: frequencies,
    average_length: sorted.length === 0 ? 1 : totalLength / sorted.length,
  };
  const listed = OCCURRENCES.get(last.index);
  if (listed) {
    // The listing moves to the new index, changed in place; the old index lists its own again if searched.
    OCCURRENCES.delete(last.index);
    const removed = changed.map((i) => last.inOrder[i]!);
    applyChanges(
      listed,
      removed,
      changed.map((i) => inOrder[i]!),
    );
    OCCURRENCES.set(index, listed);
  }
  return { index, totalLength };
}

/**
 * Where each term and each exact identifier occurs: the documents holding it, in
 * no particular order. Listed once for an index built afresh, as it is built;
 * an index updated from one already listed takes that listing over, with the
 * changed documents taken out and put in, so an edit does not list every
 * document's terms again for the report's few queries.
 */
interface Occurrences {
  terms: Map<string, Posting>;
  identifiers: Map<string, IndexedDocument[]>;
}

/** The documents holding a term, with the term's packed weight and fields in each, place by place. */
interface Posting {
  documents: IndexedDocument[];
  packed: PackedTerm[];
}

const OCCURRENCES = new WeakMap<SearchIndex, Occurrences>();

export function occurrencesOf(index: SearchIndex): Occurrences {
  let listed = OCCURRENCES.get(index);
  if (!listed) {
    listed = listOccurrences(index.documents);
    OCCURRENCES.set(index, listed);
  }
  return listed;
}

function listOccurrences(documents: readonly IndexedDocument[]): Occurrences {
  const terms = new Map<string, Posting>();
  const identifiers = new Map<string, IndexedDocument[]>();
  for (const document of documents) {
    // forEach rather than for…of: no [term, packed] pair is made per term.
    document.terms.forEach((packed, term) => {
      post(terms, term, document, packed);
    });
    for (const id of document.exact_identifiers) append(identifiers, id, document);
  }
  return { terms, identifiers };
}

function append(map: Map<string, IndexedDocument[]>, key: string, document: IndexedDocument): void {
  const list = map.get(key);
  if (list) list.push(document);
  else map.set(key, [document]);
}

function post(map: Map<string, Posting>, term: string, document: IndexedDocument, packed: PackedTerm): void {
  const posting = map.get(term);
  if (posting) {
    posting.documents.push(document);
    posting.packed.push(packed);
  } else map.set(term, { documents: [document], packed: [packed] });
}

/** The listing with the changed documents taken out and the new ones put in, in place. */
function applyChanges(
  listed: Occurrences,
  removed: readonly IndexedDocument[],
  added: readonly IndexedDocument[],
): void {
  const take = (map: Map<string, IndexedDocument[]>, key: string, document: IndexedDocument) => {
    const rest = (map.get(key) ?? []).filter((d) => d !== document);
    if (rest.length > 0) map.set(key, rest);
    else map.delete(key);
  };
  const unpost = (term: string, document: IndexedDocument) => {
    const posting = listed.terms.get(term);
    const at = posting ? posting.documents.indexOf(document) : -1;
    if (!posting || at < 0) return;
    // Order within a posting does not matter (scores are put in index order), so the last entry fills the gap.
    const last = posting.documents.length - 1;
    posting.documents[at] = posting.documents[last]!;
    posting.packed[at] = posting.packed[last]!;
    posting.documents.pop();
    posting.packed.pop();
    if (last === 0) listed.terms.delete(term);
  };
  for (const document of removed) {
    for (const term of document.terms.keys()) unpost(term, document);
    for (const id of document.exact_identifiers) take(listed.identifiers, id, document);
  }
  for (const document of added) {
    document.terms.forEach((packed, term) => {
      post(listed.terms, term, document, packed);
    });
    for (const id of document.exact_identifiers) append(listed.identifiers, id, document);
  }
}

/**
 * A copy of `index` in which `old` gives way to the document of `definition`, as
 * a rebuild with that one definition changed would give (the same capability id
 * keeps its place among equal ids). The copy shares every other document and
 * `index` is left as it was, so a "what if this description said…" search costs
 * a copy of the term tables, not an index built again.
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
  const document = indexDocument(definition, new Map(), old.serial);
  const documents = [...index.documents];
  documents[at] = document;
  const frequencies = new Map(index.document_frequencies);
  for (const term of old.terms.keys()) {
    const count = (frequencies.get(term) ?? 0) - 1;
    if (count > 0) frequencies.set(term, count);
    else frequencies.delete(term);
  }
  for (const term of document.terms.keys()) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
  let totalLength = 0;
  for (const d of documents) totalLength += d.length;
  const copy: SearchIndex = {
    documents,
    document_frequencies: frequencies,
    average_length: documents.length === 0 ? 1 : totalLength / documents.length,
  };
  const listed = occurrencesOf(index);
  const terms = new Map(listed.terms);
  const identifiers = new Map(listed.identifiers);
  // Only the lists the two documents are in are copied before the change; the rest are shared, unchanged.
  for (const term of new Set([...old.terms.keys(), ...document.terms.keys()])) {
    const posting = terms.get(term);
    if (posting) terms.set(term, { documents: [...posting.documents], packed: [...posting.packed] });
  }
  for (const id of new Set([...old.exact_identifiers, ...document.exact_identifiers])) {
    const list = identifiers.get(id);
    if (list) identifiers.set(id, [...list]);
  }
  const copied = { terms, identifiers };
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

function indexDocument(
  definition: ToolDefinition,
  spellings: Map<string, string>,
  serial: number,
): IndexedDocument {
  const builder = new DocumentBuilder(spellings);
  const id = definition.capability_id;
  const dot = id.indexOf('.');
  const provider = dot < 0 ? id : id.slice(0, dot);
  builder.addField(provider, 'provider');
  builder.addField(dot < 0 ? id : id.slice(dot + 1), 'capability');
  const providerPrefix = `${provider}__`;
  const name = definition.name;
  builder.addField(name.startsWith(providerPrefix) ? name.slice(providerPrefix.length) : name, 'name');
  builder.addField(definition.description, 'description');
  builder.collectSchema(definition.parameters, 0, definition.verified);

  return {
    serial,
    capability_id: id,
    name,
    exact_identifiers: distinct(id.toLowerCase(), name.toLowerCase(), encodeCapabilityId(id).toLowerCase()),
    terms: builder.terms,
    length: Math.max(builder.terms.size, 1),
    admitted_bytes: builder.admittedBytes,
    schema_nodes: builder.schemaNodes,
    schema_fields: builder.schemaFields,
  };
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

class DocumentBuilder {
  readonly terms = new Map<string, PackedTerm>();
  admittedBytes = 0;
  schemaNodes = 0;
  schemaFields = 0;
  /** The weight and code of the field being added, for `take`. */
  private weight = 0;
  private code = 0;

  constructor(private readonly spellings: Map<string, string>) {}

  private shared(term: string): string {
    const known = this.spellings.get(term);
    if (known !== undefined) return known;
    this.spellings.set(term, term);
    return term;
  }

  /**
   * §10 bounds: a field admits its longest prefix within min(256, what is left of
   * 8192) bytes; a full document takes nothing more, and a new term past 512 ends
   * the field. The bytes count as admitted even when no term from them is kept.
   */
  addField(value: string, field: FieldName): void {
    if (this.admittedBytes >= MAX_DOCUMENT_BYTES || this.terms.size >= MAX_UNIQUE_TERMS) return;
    const remaining = MAX_DOCUMENT_BYTES - this.admittedBytes;
    const admitted = truncateToBytes(value, Math.min(remaining, MAX_FIELD_BYTES));
    this.admittedBytes += utf8Length(admitted);
    this.weight = FIELD_WEIGHTS[field];
    this.code = fieldCode(field);
    eachWord(admitted, this.take);
  }

  /** One word of the field: a repeat within the field changes nothing, as it adds the same field and weight. */
  private readonly take = (term: string): boolean => {
    const existing = this.terms.get(term);
    if (existing === undefined) {
      if (this.terms.size >= MAX_UNIQUE_TERMS) return false;
      this.terms.set(this.shared(term), this.weight | (this.code << WEIGHT_BITS));
    } else {
      const packed = addToTerm(existing, this.weight, this.code);
      if (packed !== existing) this.terms.set(term, packed);
    }
    return true;
  };

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
