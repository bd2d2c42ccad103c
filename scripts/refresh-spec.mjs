#!/usr/bin/env node
/**
 * `npm run refresh-spec FOLDER`: makes the in-repo `spec/` a byte-identical mirror
 * of the reference spec folder given. Files missing from the source are removed, so
 * the copy never keeps a vector the reference dropped. Without a source folder it
 * says so and leaves `spec/` alone: the committed copy is what every test reads.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(repo, 'spec');
if (process.argv[2] === undefined) {
  console.log(
    'Name the reference spec folder to copy from (npm run refresh-spec FOLDER): spec/ is left as committed.',
  );
  process.exit(0);
}
const source = resolve(process.argv[2]);

if (!existsSync(source) || !statSync(source).isDirectory()) {
  console.log(`No reference spec at ${source}: spec/ is left as committed.`);
  process.exit(0);
}

/** Every file under `dir`, as paths relative to it, sorted. */
function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}

const wanted = listFiles(source);
const wantedSet = new Set(wanted);
let written = 0;
let removed = 0;
for (const file of wanted) {
  const bytes = readFileSync(join(source, file));
  const to = join(target, file);
  // Compare first so an unchanged file keeps its timestamp (and git sees nothing).
  if (existsSync(to) && readFileSync(to).equals(bytes)) continue;
  mkdirSync(dirname(to), { recursive: true });
  // Written, not copied with its mode: the reference may be read-only, the copy must not be.
  writeFileSync(to, bytes);
  written++;
}
for (const file of listFiles(target)) {
  if (wantedSet.has(file)) continue;
  rmSync(join(target, file));
  removed++;
}
console.log(`spec/ mirrors ${source}: ${wanted.length} files, ${written} written, ${removed} removed.`);
