/**
 * MetaTool (HowieHwong/MetaTool, MIT) as a judged corpus for the relevance lab: its
 * tools (plugin name → description) and, of its query → tool pairs, the first
 * QUERIES_PER_TOOL of each tool in a fixed hashed order, so the subset is spread
 * over each tool's queries and the same on every run. A query listed for several
 * tools judges them all, each at the top grade. scripts/build-metatool-corpus.ts
 * writes it to data/relevance/.
 */

export const QUERIES_PER_TOOL = 10;

/** RFC 4180 rows: fields split at commas, quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((r) => r.some((f) => f !== ''));
}

/** A MetaTool plugin name as a provider name (ASCII letters, digits, `_`, `-`): `PDF&URLTool` → `PDF_URLTool`. */
export function providerName(plugin: string): string {
  return plugin.replace(/[^A-Za-z0-9_-]+/g, '_');
}

/** Its capability id: the name's words, lowercased, joined by `_` (`FinanceTool` → `metatool.finance_tool`). */
export function capabilityId(plugin: string): string {
  const words = plugin
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '');
  return `metatool.${words.join('_').toLowerCase()}`;
}

/** FNV-1a of the UTF-16 code units: a fixed order that spreads each tool's queries. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

interface MetaToolCorpus {
  source: Record<string, unknown>;
  tools: { kind: string; capability_id: string; name: string; description: string; parameters: unknown }[];
  intents: { class: string; query: string; relevance: Record<string, number> }[];
}

/** The corpus from the two upstream files' texts and the commit they were taken from. */
export function buildMetaToolCorpus(pluginsText: string, csvText: string, commit: string): MetaToolCorpus {
  const plugins = JSON.parse(pluginsText) as Record<string, string>;
  const [header, ...pairs] = parseCsv(csvText);
  if (header?.[0] !== 'Query' || header[1] !== 'Tool') throw new Error('expected a Query,Tool header');
  const ids = new Set<string>();
  const tools = Object.entries(plugins).map(([plugin, description]) => {
    const id = capabilityId(plugin);
    if (ids.has(id)) throw new Error(`two plugins make ${id}`);
    ids.add(id);
    const parameters = { type: 'object', properties: {} };
    return { kind: 'metatool', capability_id: id, name: providerName(plugin), description, parameters };
  });
  const toolsOf = new Map<string, Set<string>>();
  const queriesOf = new Map<string, string[]>();
  for (const [query, plugin] of pairs) {
    if (query === undefined || plugin === undefined || !Object.hasOwn(plugins, plugin)) continue;
    const text = query.trim();
    if (!toolsOf.has(text)) toolsOf.set(text, new Set());
    toolsOf.get(text)!.add(providerName(plugin));
    queriesOf.set(plugin, [...(queriesOf.get(plugin) ?? []), text]);
  }
  const chosen = new Set<string>();
  for (const queries of queriesOf.values()) {
    const spread = [...new Set(queries)].sort((a, b) => hash(a) - hash(b) || (a < b ? -1 : 1));
    for (const q of spread.slice(0, QUERIES_PER_TOOL)) chosen.add(q);
  }
  const intents = [...chosen].sort().map((query) => {
    const judged = [...toolsOf.get(query)!].sort();
    return {
      class: judged.length > 1 ? 'multi_tool' : 'single_tool',
      query,
      relevance: Object.fromEntries(judged.map((name) => [name, 3])),
    };
  });
  const source = {
    repository: 'HowieHwong/MetaTool',
    commit,
    licence: 'MIT (Copyright (c) 2023 Yue Huang)',
    files: ['dataset/plugin_des.json', 'dataset/data/all_clean_data.csv'],
    subset: `all ${tools.length} tools; of ${pairs.length} query-tool pairs, ${QUERIES_PER_TOOL} queries per tool`,
  };
  return { source, tools, intents };
}
