/**
 * Where a statement about another runtime comes from. Every rule in this folder is
 * data with its source (title and address), the day it was read, and whether the
 * source documents it or it is only observed (an error text seen in public bug
 * reports, an older page), so the view and docs/runtimes.md can say which is which.
 */

export type Evidence = 'documented' | 'observed';

interface RuntimeSource {
  title: string;
  url: string;
  /** ISO date the source was read. */
  read: string;
}

export interface RuntimeFact {
  /** Stable id, `<runtime>.<rule>`. */
  id: string;
  /** One sentence, in the playground's words. */
  text: string;
  evidence: Evidence;
  source: RuntimeSource;
}

/** The day the sources below were read. */
export const SOURCES_READ_ON = '2026-12-03';

export function source(title: string, url: string): RuntimeSource {
  return { title, url, read: SOURCES_READ_ON };
}

export function documented(id: string, text: string, from: RuntimeSource): RuntimeFact {
  return { id, text, evidence: 'documented', source: from };
}

export function observed(id: string, text: string, from: RuntimeSource): RuntimeFact {
  return { id, text, evidence: 'observed', source: from };
}
