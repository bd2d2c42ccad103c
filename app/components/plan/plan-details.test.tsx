// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import requests from '../../../data/relevance/github-requests.json?raw';
import { answerPlan } from '../../discovery/plan-answer.ts';
import { templates } from '../../evaluation/templates.ts';
import { ServicesContext } from '../../hooks/services-context.ts';
import { loadPresetText } from '../../presets/presets.ts';
import type { Services } from '../../services/start-services.ts';
import { PlanDetails } from './plan-details.tsx';

afterEach(cleanup);

/** docs/planning.md's case: the GitHub preset with its judged set as its queries (scripts/planning-doc.test.ts). */
async function githubJudged(): Promise<string> {
  const preset = JSON.parse(await loadPresetText('github-server'));
  const judged = JSON.parse(requests);
  return `${JSON.stringify({ ...preset, queries: judged.queries }, null, 2)}\n`;
}

describe('PlanDetails', () => {
  it('lists the proposed plan’s description fixes as Findability shows them, each one click to apply', async () => {
    const answer = answerPlan(await githubJudged(), templates, { kind: 'budget', tokens: 2000 }, null);
    if (!answer.ok) throw new Error(answer.error);
    const { view } = answer;
    expect(view.chosen).not.toBeNull();
    const editStringAt = vi.fn(() => ({ ok: true as const }));
    const services = { document: { editStringAt } } as unknown as Services;
    const { rerender } = render(
      <ServicesContext.Provider value={services}>
        <PlanDetails view={view} plan={view.chosen!} onApply={() => {}} />
      </ServicesContext.Provider>,
    );
    const fixes = within(screen.getByRole('region', { name: 'Description fixes' }));
    const shown = fixes.getAllByTestId('what-if-fix');
    // The two the command prints (docs/planning.md).
    expect(shown).toHaveLength(2);
    const prs = shown.find((f) => f.textContent?.includes('mcp-github__search_pull_requests'))!;
    expect(prs.textContent).toContain('add “prs” to');
    expect(prs.textContent).toContain('rank 1 for “find the PRs octocat opened last month”');
    expect(within(prs).getByTestId('fix-effects').textContent).toMatch(/^Helps /);
    fireEvent.click(within(prs).getByRole('button', { name: 'Apply to the scenario' }));
    const fix = view.fixes.find((f) => f.tool === 'mcp-github__search_pull_requests')!;
    expect(editStringAt).toHaveBeenCalledWith(
      ['definitions', fix.definition_index, 'description'],
      fix.description_before,
      fix.description,
    );

    // Another point: its fixes were not searched, and the page says so.
    rerender(
      <ServicesContext.Provider value={services}>
        <PlanDetails view={view} plan={view.current} onApply={() => {}} />
      </ServicesContext.Provider>,
    );
    expect(screen.queryByRole('region', { name: 'Description fixes' })).toBeNull();
    expect(screen.getByText('Description fixes are found for the proposed plan only.')).toBeTruthy();
  }, 60_000);
});
