import { describe, expect, it } from 'vitest';
import { MARKDOWN_MAX_CHARS } from '../../core/index.ts';
import { commentBody, commentMarker } from './pull-request-comment.ts';

describe(commentBody, () => {
  const marker = commentMarker('tools/a b.json');

  it('starts with the hidden marker and keeps a review that fits whole', () => {
    expect(marker).toBe('<!-- ironclaw-disclosure-review tools%2Fa%20b.json -->');
    expect(commentBody(marker, '## Review\n\nbody')).toBe(`${marker}\n## Review\n\nbody\n`);
  });

  it('cuts a review at a line so the comment stays within GitHub’s limit, and says so', () => {
    const line = `${'x'.repeat(99)}\n`;
    const review = line.repeat(Math.ceil(MARKDOWN_MAX_CHARS / line.length));
    const body = commentBody(marker, review);
    expect(body.length).toBeLessThanOrEqual(MARKDOWN_MAX_CHARS);
    expect(body.startsWith(`${marker}\n`)).toBe(true);
    expect(body).toMatch(
      /x\n\n_The review stops here at the comment limit; the job summary has it whole\._\n$/,
    );
  });
});
