/**
 * The catalog the discovery specs open by link: six tools over max_tools 5, so
 * the layer defers them and a dispatched one is promoted into the next turn.
 */
const text = { type: 'string' };
const object = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  properties,
  required,
});

export const SCENARIO = {
  mode: 'bridged',
  caps: { max_tools: 5 },
  definitions: [
    {
      capability_id: 'github.create_issue',
      name: 'github__create_issue',
      description: 'Create a new issue in a GitHub repository.',
      parameters: object({ repo: text, title: text }, ['repo', 'title']),
    },
    {
      capability_id: 'jira.create_issue',
      name: 'jira__create_issue',
      description: 'Create a Jira issue in a project.',
      parameters: object({ project: text, summary: text }, ['project', 'summary']),
    },
    {
      capability_id: 'github.list_issues',
      name: 'github__list_issues',
      description: 'List the open issues of a GitHub repository.',
      parameters: object({ repo: text }, ['repo']),
    },
    {
      capability_id: 'mail.send',
      name: 'mail__send',
      description: 'Send an email message.',
      parameters: object({ to: text, body: text }, ['to']),
    },
    {
      capability_id: 'calendar.create_event',
      name: 'calendar__create_event',
      description: 'Create a calendar event.',
      parameters: object({ title: text, start: text }, ['title', 'start']),
    },
    {
      capability_id: 'files.read',
      name: 'files__read',
      description: 'Read a stored file.',
      parameters: object({ path: text }, ['path']),
    },
  ],
};
