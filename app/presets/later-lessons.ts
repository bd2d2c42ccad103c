/**
 * What each preset built by a script of its own is there to teach, by id. The first
 * page lists these presets but shows no lesson of theirs, so their words are a script
 * of their own too, fetched once the first answer is in, or with the preset's builder.
 */
export const LATER_LESSONS: Readonly<Record<string, string>> = {
  'long-names':
    'Ten namespaces fit easily, but representative names are long: the fair rounds run out of bytes after a few rounds and the rest become "…and N more". See where the budget cut in the Rounds grid.',
  'many-namespaces':
    'So many integrations that the namespace list itself runs out of budget: the index ends with "additional authorized namespaces exist" and no representative tools at all.',
  'wide-catalog':
    'A well-connected workspace. Advertising every schema would cost the whole "off" figure; deferred, the model gets the core tools, three bridges and a compact index instead.',
  'narrowed-profile':
    'A support-desk profile over the wide catalog: only Gmail, Slack, Zendesk and the core tools are permitted. The index, the counts and the search results never mention the rest; open the unrestricted twin to compare.',
  'unrestricted-profile':
    'The catalog of the narrowed profile with allow_all: every namespace is listed and the query finds the GitHub tool.',
  'github-server':
    'Twenty-one tools of GitHub’s MCP server are admitted as mcp-github.*, but two query descriptions cite the `user:` search qualifier, which the safety scan flags (medium in a schema string, so not a rejection). Open Import tools and paste servers/github.json’s result to see each finding in place; create_issue is external_write because it is marked destructive. The query “open a PR” expects create_pull_request and misses it: Findability says why, and what would bring it in.',
  'everything-server':
    'The reference MCP server names most tools in camelCase (longRunningOperation, getTinyImage, …); IronClaw’s tool-name grammar skips them, so only echo and add reach the catalog. The imported servers list under these notes shows the skips.',
  'real-servers':
    '301 tools from the tools/list pages of 13 public MCP servers, imported as hosted servers: all admitted, one medium finding (desktop-commander). See the 13 namespaces, the representatives the byte budget cuts, and a search across servers (“take a screenshot of the page”).',
};
