/**
 * Names within a runtime's rule. Anthropic and OpenAI both take
 * `^[a-zA-Z0-9_-]{1,64}$` (anthropic-messages.ts, openai-responses.ts); IronClaw's
 * provider names already obey it (DISCLOSURE.md §1), so a rename happens only for
 * a name that collides with one the runtime reserves (its search tool) or that a
 * namespace takes. Any other character becomes `_`, the name is cut to 64, and a
 * collision takes the first free `_2`, `_3`… suffix.
 */

const MAX = 64;

export interface Renamed {
  from: string;
  to: string;
}

export function fitNames(
  names: readonly string[],
  reserved: readonly string[],
): { names: Map<string, string>; renamed: Renamed[] } {
  const taken = new Set(reserved);
  const out = new Map<string, string>();
  const renamed: Renamed[] = [];
  for (const name of names) {
    const base = (name.replace(/[^a-zA-Z0-9_-]/g, '_') || '_').slice(0, MAX);
    let fitted = base;
    for (let n = 2; taken.has(fitted); n++) {
      const suffix = `_${n}`;
      fitted = `${base.slice(0, MAX - suffix.length)}${suffix}`;
    }
    taken.add(fitted);
    out.set(name, fitted);
    if (fitted !== name) renamed.push({ from: name, to: fitted });
  }
  return { names: out, renamed };
}
