/**
 * Inputs whose size is small but whose work multiplies: each item is bounded,
 * their number is not. Shared by the command line's and the page's tests, so
 * both are held to the same scenarios.
 */

/** 2,000 tools and 20,000 `tool_search` queries at limit 50: a 36 KB link that once took a tab down. */
export function queryFloodText(queries = 20_000): string {
  const definitions = Array.from({ length: 2000 }, (_, i) => {
    const namespace = NAMESPACES[i % NAMESPACES.length]!;
    return {
      capability_id: `${namespace}.tool_${i}`,
      name: `${namespace}__tool_${i}`,
      description: `Work with ${namespace} items: list, get or update item ${i}.`,
      parameters: { type: 'object', properties: { id: { type: 'string', description: 'The item id.' } } },
    };
  });
  const words = ['github items', 'slack list', 'stripe update', 'jira get', 'list items'];
  const list = Array.from({ length: queries }, (_, i) => ({ query: words[i % words.length]!, limit: 50 }));
  return JSON.stringify({ name: 'query flood', mode: 'namespaces', definitions, queries: list });
}

const NAMESPACES = ['github', 'slack', 'stripe', 'jira', 'notion', 'linear', 'gmail', 'figma'];

/**
 * `count` definitions whose provider names are over the 64-byte limit and which
 * have no description or parameters: three refusals each, every one a line of the
 * Problems list, and the names one finding's causes.
 */
export function longNamesText(count = 130_000): string {
  // The same definition each time: the link stays as short as the list is long (about 45 KB).
  const definition = `{"capability_id":"n.t","name":"${'n'.repeat(70)}"}`;
  return `{"mode":"namespaces","definitions":[${Array(count).fill(definition).join(',')}]}`;
}

/** Text that spoofs or drives a terminal: a right-to-left override, a zero-width space, ESC and C1 controls. */
export const SPOOFING = {
  /** Reads as "demo exe.txt" where bidi is honoured. */
  rlo: 'demo \u202Etxt.exe',
  zwsp: 'read\u200Bfile',
  /** Resets the terminal, saves the cursor, backspaces, a C1 control sequence introducer. */
  terminal: 'x\u001bc\u001b7\b\b\u009b2J',
  /** An OSC sequence that sets the window title. */
  osc: 'srv\u001b]0;pwned\u0007',
};
