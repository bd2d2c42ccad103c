#!/usr/bin/env node
// The package's `disclosure` command. Installed from the package, it runs the bundled
// JavaScript (scripts/build-cli.mjs), which is all the package ships. In a clone it runs the
// bundle while that is newer than every source it was built from; otherwise, after an edit or
// before the first build, the TypeScript source through tsx's hooks. Both give the same
// output; the bundle starts faster and needs less memory.
import { existsSync, readFileSync, statSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const bundle = new URL('dist-cli/disclosure.mjs', root);
const source = new URL('cli/disclosure.ts', root);

function bundleIsFresh() {
  try {
    const builtAt = statSync(bundle).mtimeMs;
    const inputs = JSON.parse(readFileSync(new URL('dist-cli/inputs.json', root), 'utf8'));
    return inputs.every((path) => statSync(new URL(path, root)).mtimeMs <= builtAt);
  } catch {
    return false;
  }
}

if (!existsSync(source) || bundleIsFresh()) {
  await import(bundle.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
}
