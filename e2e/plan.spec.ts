import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

/**
 * What should we ship? On GitHub's server beside the agent's tools: the planner
 * draws its plans with the design as it is among them, a frontier point picked
 * shows its plan, Apply writes its mode and pins as one step, Compare shows it
 * against the design before, and Undo takes it back.
 */
test('Plan on the GitHub server: pick a frontier point, apply it, compare, undo', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const title = 'Real server: GitHub (admitted with findings)';
  await page.getByLabel('Preset').selectOption({ label: title });
  await expect(page.getByText(`preset: ${title}`)).toBeVisible();
  const tokensBefore = await app.advertisedTokens.textContent();

  await app.tab('Plan').click();
  await page.getByLabel('Budget (tokens)').fill('2000');
  await page.getByRole('button', { name: 'Plan', exact: true }).click();
  const why = page.getByTestId('plan-why');
  await expect(why).toContainText('at most 2000 tokens up front', { timeout: 60_000 });

  const chart = page.getByRole('figure', { name: 'Plans: tokens up front against judged recall' });
  await expect(chart.getByRole('button', { name: /^the design as it is:/ })).toBeVisible();
  // A frontier point with pins: the cheapest plan that keeps a tool up front.
  const point = chart.getByRole('button', { name: /^1 tool pinned: .*on the frontier/ });
  await point.click();
  await expect(point).toHaveAttribute('aria-pressed', 'true');
  const picked = page.getByRole('region', { name: 'Picked plan' });
  await expect(picked.getByRole('heading')).toHaveText(/^1 tool pinned/);
  await expect(picked).toContainText('Mode bridged, pins: mcp-github.create_pull_request.');

  await picked.getByRole('button', { name: 'Apply this plan' }).click();
  // Compare opens with the design before as A and the plan as B.
  await expect(app.tab('Compare')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('A = the design before the plan “1 tool pinned”')).toBeVisible();
  await expect(page.locator('[data-list="Advertised added"]')).toContainText(
    'mcp-github__create_pull_request',
    { timeout: 30_000 },
  );
  await expect(app.advertisedTokens).not.toHaveText(tokensBefore ?? '');

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(app.advertisedTokens).toHaveText(tokensBefore ?? '');
});
