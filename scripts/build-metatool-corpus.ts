import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { canonicalJson, fromPlain } from '../core/index.ts';
import { buildMetaToolCorpus } from './metatool-corpus.ts';

/**
 * Writes data/relevance/metatool-corpus.json from MetaTool's two dataset files
 * (scripts/metatool-corpus.ts says what is kept):
 *
 *   npx tsx scripts/build-metatool-corpus.ts DIR [COMMIT]
 *
 * DIR holds `plugin_des.json` and `all_clean_data.csv`, flat or as upstream lays them
 * out (`dataset/…`, `dataset/data/…`); COMMIT is the upstream commit they come from,
 * recorded in the corpus (default: the first word of DIR/COMMIT). The output is
 * formatted by Biome so `biome check` stays clean.
 */

const OUT = resolve(import.meta.dirname, '../data/relevance/metatool-corpus.json');

function readEither(dir: string, ...paths: string[]): string {
  for (const path of paths) {
    try {
      return readFileSync(join(dir, path), 'utf8');
    } catch {
      // try the next place
    }
  }
  throw new Error(`${dir}: none of ${paths.join(', ')}`);
}

const [dir, commitArgument] = process.argv.slice(2);
if (!dir) {
  console.error('usage: npx tsx scripts/build-metatool-corpus.ts DIR [COMMIT]');
  process.exit(2);
}
const commit = commitArgument ?? readEither(dir, 'COMMIT').split(/\s+/)[0]!;
const corpus = buildMetaToolCorpus(
  readEither(dir, 'plugin_des.json', 'dataset/plugin_des.json'),
  readEither(dir, 'all_clean_data.csv', 'dataset/data/all_clean_data.csv'),
  commit,
);
writeFileSync(OUT, `${canonicalJson(fromPlain(corpus))}\n`);
execFileSync('npx', ['biome', 'format', '--write', OUT], { stdio: 'inherit' });
console.log(`${OUT}: ${corpus.tools.length} tools, ${corpus.intents.length} intents`);
