import { Octokit } from '@octokit/rest';
import { MARKDOWN_MAX_CHARS } from '../../core/index.ts';

/**
 * The hidden first line that marks the Action's own comment for one scenario file, so a
 * later run updates that comment instead of adding another.
 */
export function commentMarker(file: string): string {
  return `<!-- ironclaw-disclosure-review ${encodeURIComponent(file)} -->`;
}

/** The comment's body: its marker, then the review, kept within GitHub's limit on a comment. */
export function commentBody(marker: string, markdown: string): string {
  const body = `${marker}\n${markdown}\n`;
  if (body.length <= MARKDOWN_MAX_CHARS) return body;
  const note = '\n\n_The review stops here at the comment limit; the job summary has it whole._\n';
  const room = MARKDOWN_MAX_CHARS - marker.length - 1 - note.length;
  const cut = markdown.lastIndexOf('\n', room);
  return `${marker}\n${markdown.slice(0, Math.max(0, cut))}${note}`;
}

interface CommentTarget {
  /** The REST API's address (GITHUB_API_URL on a runner). */
  apiUrl: string;
  token: string;
  owner: string;
  repo: string;
  issue: number;
}

/**
 * Posts the body on the pull request, or updates the comment that carries the same marker
 * (GitHub's REST API, through its official client).
 */
export async function upsertComment(
  target: CommentTarget,
  marker: string,
  body: string,
): Promise<'created' | 'updated'> {
  const octokit = new Octokit({
    auth: target.token,
    baseUrl: target.apiUrl,
    userAgent: 'ironclaw-disclosure-action',
  });
  const where = { owner: target.owner, repo: target.repo };
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    ...where,
    issue_number: target.issue,
    per_page: 100,
  });
  const own = comments.find((c) => c.body?.startsWith(marker));
  if (own) {
    await octokit.rest.issues.updateComment({ ...where, comment_id: own.id, body });
    return 'updated';
  }
  await octokit.rest.issues.createComment({ ...where, issue_number: target.issue, body });
  return 'created';
}
