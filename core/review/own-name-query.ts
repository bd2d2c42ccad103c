/**
 * The query a person would type for a tool from its name alone: the provider
 * name's words after the server prefix (`mcp-github__create_pull_request` →
 * `create pull request`). Words break at `_`, `-` and `.` and where a lowercase
 * letter meets an uppercase one (`getPullRequest` → `get pull request`); they
 * are lowercased and joined by one space. A name that is all prefix keeps its
 * whole words.
 */
export function ownNameQuery(name: string): string {
  const cut = name.indexOf('__');
  const rest = cut > 0 ? name.slice(cut + 2) : name;
  const words = wordsOf(rest);
  return (words.length > 0 ? words : wordsOf(name)).join(' ');
}

function wordsOf(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let previous = '';
  for (const c of text) {
    if (c === '_' || c === '-' || c === '.') {
      if (word !== '') words.push(word);
      word = '';
    } else {
      if (isUpper(c) && isLower(previous) && word !== '') {
        words.push(word);
        word = '';
      }
      word += c.toLowerCase();
    }
    previous = c;
  }
  if (word !== '') words.push(word);
  return words;
}

function isUpper(c: string): boolean {
  return c !== c.toLowerCase() && c === c.toUpperCase();
}

function isLower(c: string): boolean {
  return c !== c.toUpperCase() && c === c.toLowerCase();
}
