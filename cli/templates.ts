import { readFileSync } from 'node:fs';
import type { Templates } from '../core/index.ts';

/** The prompt folder of this repository, found from this file so any working directory works. */
const PROMPTS = new URL('../prompts/', import.meta.url);

/** Reads the three prompt files the core renders with, as they are on disk (the core does the trimming). */
export function loadTemplates(): Templates {
  const read = (name: string) => readFileSync(new URL(name, PROMPTS), 'utf8');
  return {
    namespaceHeader: read('tool_search_namespace_header.md'),
    emptyCatalog: read('tool_search_empty_catalog.md'),
    bridgeTools: read('bridge_tools.json'),
  };
}
