import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

/**
 * What an import loses is said where a reviewer looks: a refused server and
 * skipped tools stay in the scenario's record and show in Problems with the tool,
 * the rule and the fix; replacing the catalog keeps the reviewer's words and
 * questions, resets the caps as `disclosure import` does, and flags what no
 * longer fits.
 */

interface McpTool {
  name: string;
}
function serverResult(name: string): { tools: McpTool[] } {
  return JSON.parse(readFileSync(`app/presets/servers/${name}.json`, 'utf8')).result;
}
const GITHUB = serverResult('github');
const EVERYTHING = serverResult('everything');
/** The MCP reference server served two tools a page, as a server with a small page size would: its second page holds only camelCase names. */
const EVERYTHING_PAGED = [
  { tools: EVERYTHING.tools.slice(0, 2), nextCursor: 'page-2' },
  { tools: EVERYTHING.tools.slice(2, 4) },
];
const NAME_RULE = (name: string) =>
  `segment '${name}' must start with a-z or 0-9 and hold only lowercase ASCII letters, digits, '_' and '-'`;

/** A reviewer's own scenario about GitHub: caps of its own, a promotion, a query and a resolve naming a GitHub tool. */
const REVIEW = `${JSON.stringify(
  {
    name: 'GitHub review',
    notes: 'Checks that get_me stays reachable.',
    caps: { max_tools: 10 },
    promoted: ['mcp-github__get_me'],
    queries: [{ query: 'who am i: mcp-github__get_me', limit: 5 }],
    resolve: ['mcp-github__get_me'],
    definitions: [],
  },
  null,
  2,
)}\n`;

async function importCatalog(
  page: Page,
  catalog: unknown,
  how: 'Add to scenario' | 'Replace the catalog',
  id?: string,
) {
  await page.getByRole('button', { name: 'Import tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tools' });
  await dialog.getByLabel('Tools JSON').fill(JSON.stringify(catalog, null, 2));
  if (id) await dialog.getByLabel('Server id').fill(id);
  await dialog.getByRole('button', { name: how }).click();
  await expect(dialog).toBeHidden();
}

function finding(page: Page, id: string) {
  return page
    .getByRole('region', { name: 'Review findings' })
    .getByRole('listitem')
    .filter({ hasText: id })
    .first();
}

test('a refused server and skipped tools are findings in Problems, and replacing the catalog flags the leftovers', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.pasteScenario(REVIEW);

  // Two servers at once: GitHub is admitted, "everything" is refused for its camelCase names.
  await importCatalog(page, { servers: { github: GITHUB, everything: EVERYTHING_PAGED } }, 'Add to scenario');
  await expect(page.getByRole('region', { name: 'Imported servers' })).toContainText(
    'everything (mcp-everything) · tools_list:invalid_tool_name',
  );
  await app.tab('Problems').click();
  const refused = finding(page, 'admission_rejected');
  // The review is the Worker's background lane: on a loaded machine it may come well after the index.
  await expect(refused).toContainText(
    `Server everything's catalog was refused at tools_list:invalid_tool_name, so none of its tools are offered: every tool on a page was skipped for its name, as longRunningOperation breaks the tool-name rule (${NAME_RULE('longRunningOperation')}) and 1 other tool break it too; a name like long_running_operation would pass.`,
    { timeout: 30_000 },
  );
  await expect(refused.getByRole('list', { name: 'Causes' }).getByRole('listitem')).toHaveText([
    `server everything · tool longRunningOperation · field /name · text “longRunningOperation” · rule invalid_tool_name (${NAME_RULE('longRunningOperation')}) · fix: rename it to long_running_operation`,
    `server everything · tool printEnv · field /name · text “printEnv” · rule invalid_tool_name (${NAME_RULE('printEnv')}) · fix: rename it to print_env`,
  ]);
  await expect(refused).toContainText('error');
  // GitHub's safety finding names its one tool, field and text, not all nine tools.
  const safety = finding(page, 'admission_safety_findings');
  await expect(safety).toContainText('on server github (medium)');
  await expect(safety.getByRole('list', { name: 'Causes' })).toContainText(
    'tool search_repositories · field /inputSchema/properties/query/description · text “user:”',
  );
  await expect(page.getByText('No problems in the scenario.')).toHaveCount(0);
  await expect(
    page.getByText(/^The scenario evaluates without errors, but the review has \d+ findings below\.$/),
  ).toBeVisible();
  await expect(finding(page, 'leftover_')).toHaveCount(0);

  // Replace the catalog with the reference server itself: admitted, nine tools skipped.
  await importCatalog(page, EVERYTHING, 'Replace the catalog', 'everything');
  const skipped = finding(page, 'admission_tools_skipped');
  await expect(skipped).toContainText(
    'Admission skipped 9 tools of server everything (9 invalid_tool_name): longRunningOperation, printEnv, sampleLLM and 6 more; it published 2.',
  );
  await expect(skipped.getByRole('list', { name: 'Causes' }).getByRole('listitem')).toHaveCount(5);
  await expect(skipped).toContainText('4 more causes');
  await expect(skipped.getByRole('list', { name: 'Causes' })).toContainText(
    'tool sampleLLM · field /name · text “sampleLLM”',
  );
  await expect(skipped.getByRole('list', { name: 'Causes' })).toContainText('fix: rename it to sample_llm');

  // What the replace kept and no longer fits.
  await expect(finding(page, 'notes_after_replace')).toContainText(
    "The scenario's name and notes were written for a catalog an import replaced",
  );
  await expect(finding(page, 'notes_after_replace').getByRole('list', { name: 'Causes' })).toContainText(
    'field /name · text “GitHub review” · rule kept_after_replace',
  );
  await expect(finding(page, 'leftover_queries')).toContainText(
    '1 query names mcp-github__get_me, which no tool of the catalog is called',
  );
  await expect(finding(page, 'leftover_resolves')).toContainText(
    '1 resolve entry (mcp-github__get_me) finds no tool of the catalog by any lookup',
  );
  await expect(finding(page, 'leftover_resolves').getByRole('list', { name: 'Causes' })).toContainText(
    'tool mcp-github__get_me · field /resolve/0 · text “mcp-github__get_me”',
  );
  // The caps start over at the defaults, as `disclosure import` writes them; the old promotion went with the catalog.
  await expect(app.cap('max_tools')).toHaveValue('');
  await expect(app.cap('max_tools')).toHaveAttribute('placeholder', '32 (default)');
  await expect(finding(page, 'leftover_promotions')).toHaveCount(0);
});
