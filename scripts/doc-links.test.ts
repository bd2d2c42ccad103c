import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors, relativeLinks } from './doc-links.ts';

/**
 * The README is the front door and docs/ holds the rest: the README stays short, and
 * no relative link in either points at a file or heading that is not there.
 */
const ROOT = resolve(import.meta.dirname, '..');
const README_MAX_LINES = 250;

const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Each relative link of `page` that does not resolve, as "page:line → target (why)". */
function brokenLinks(page: string): string[] {
  const broken: string[] = [];
  for (const link of relativeLinks(readFileSync(join(ROOT, page), 'utf8'))) {
    const target = link.path === '' ? join(ROOT, page) : resolve(ROOT, dirname(page), link.path);
    const shown = `${page}:${link.line} → ${link.path}${link.anchor === null ? '' : `#${link.anchor}`}`;
    if (relative(ROOT, target).startsWith('..')) broken.push(`${shown} (outside the repository)`);
    else if (!existsSync(target)) broken.push(`${shown} (no such file)`);
    else if (link.anchor !== null && target.endsWith('.md') && statSync(target).isFile()) {
      if (!headingAnchors(readFileSync(target, 'utf8')).has(link.anchor))
        broken.push(`${shown} (no such heading)`);
    }
  }
  return broken;
}

describe('the documentation', () => {
  it(`keeps README.md to at most ${README_MAX_LINES} lines`, () => {
    const text = readFileSync(join(ROOT, 'README.md'), 'utf8');
    // Counted as `wc -l` does: a final newline ends the last line, it does not start another.
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('has pages in docs/ besides the README', () => {
    expect(PAGES.length).toBeGreaterThan(1);
  });

  it.each(PAGES)('%s links only to files and headings that exist', (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });
});

describe('relativeLinks', () => {
  it('finds links and images with their line, path and anchor', () => {
    const page = 'Intro [a](docs/a.md).\n\n![shot](docs/s.png "title") and [b](b.md#part) [c](#top)\n';
    expect(relativeLinks(page)).toEqual([
      { path: 'docs/a.md', anchor: null, line: 1 },
      { path: 'docs/s.png', anchor: null, line: 3 },
      { path: 'b.md', anchor: 'part', line: 3 },
      { path: '', anchor: 'top', line: 3 },
    ]);
  });

  it('leaves out addresses with a scheme and links written as code', () => {
    const page =
      '[web](https://example.com) [mail](mailto:a@b.c) [proto](//cdn.example/x)\n`[x](gone.md)`\n```md\n[y](gone.md)\n```\n[z](here.md)';
    expect(relativeLinks(page)).toEqual([{ path: 'here.md', anchor: null, line: 6 }]);
  });
});

describe('headingAnchors', () => {
  it('gives the anchors GitHub gives, numbering repeats', () => {
    const page =
      '# Title\n## Reference data: `spec/`\n### Design reviews: `disclosure report`\n## Notes\n## Notes\n';
    expect([...headingAnchors(page)]).toEqual([
      'title',
      'reference-data-spec',
      'design-reviews-disclosure-report',
      'notes',
      'notes-1',
    ]);
  });

  it('ignores lines inside code blocks that look like headings', () => {
    expect([...headingAnchors('```sh\n# a comment\n```\n## Real\n')]).toEqual(['real']);
  });
});
