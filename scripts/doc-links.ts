/**
 * Reading a Markdown page for the links the docs check follows: the relative
 * targets of its links and images, and the anchors its headings give. Enough
 * Markdown for this repository's pages, not a full parser.
 */

interface DocLink {
  /** The path part, relative to the page; empty for a link to the page's own anchor. */
  path: string;
  /** The fragment after `#`, or null. */
  anchor: string | null;
  line: number;
}

/** Code shows links as text: fenced blocks and inline code are blanked, keeping lines in place. */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
}

/** Every link or image target that stays inside the repository (no scheme, no `//`). */
export function relativeLinks(markdown: string): DocLink[] {
  const text = withoutCode(markdown);
  const links: DocLink[] = [];
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const hash = target.indexOf('#');
    links.push({
      path: decodeURI(hash < 0 ? target : target.slice(0, hash)),
      anchor: hash < 0 ? null : target.slice(hash + 1),
      line: text.slice(0, match.index).split('\n').length,
    });
  }
  return links;
}

/** The anchors GitHub gives the page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const lines = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').split('\n');
  for (const line of lines) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}
