// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Report, unnamedTools } from '../../../core/index.ts';
import { loadPlain } from '../../../test-support/plain-scenario.ts';
import { UnnamedTools } from './unnamed-tools.tsx';

afterEach(cleanup);

/** `count` tools over three namespaces with 40-character names: the index names about a tenth of 1500. */
function reportOf(count: number): Report {
  const definitions = Array.from({ length: count }, (_, i) => {
    const id = `svc${i % 3}.${`action_${i}`.padEnd(40, 'x')}`;
    return {
      capability_id: id,
      name: id.replace('.', '__'),
      description: 'x',
      parameters: { type: 'object' },
    };
  });
  return loadPlain({ definitions }).evaluation.report;
}

/** Opens the list and waits for it: its script comes when it is first opened. */
async function openList(container: HTMLElement) {
  const details = container.querySelector('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  await screen.findByLabelText('Filter unnamed tools');
}

describe('UnnamedTools', () => {
  it('draws no cut tool while closed, the first 200 once opened, and every one on "Show all"', async () => {
    const report = reportOf(1500);
    const cut = unnamedTools(report);
    const { container } = render(<UnnamedTools report={report} />);
    expect(screen.getByText(`${cut.length} discoverable tools not named in the index`)).toBeTruthy();
    expect(container.querySelectorAll('li')).toHaveLength(0);
    await openList(container);
    expect(container.querySelectorAll('li')).toHaveLength(200);
    expect(container.querySelector('li')?.textContent).toContain(cut[0]!.name);
    fireEvent.click(screen.getByRole('button', { name: `Show all ${cut.length}` }));
    expect(container.querySelectorAll('li')).toHaveLength(cut.length);
  });

  it('filters the list by name, and says for each what would get it named', async () => {
    const report = reportOf(300);
    const cut = unnamedTools(report);
    const target = cut[4]!;
    const { container } = render(<UnnamedTools report={report} />);
    await openList(container);
    fireEvent.change(screen.getByLabelText('Filter unnamed tools'), {
      target: { value: target.name.slice(0, 20).toUpperCase() },
    });
    const items = [...container.querySelectorAll('li')];
    expect(items.map((li) => li.querySelector('.font-mono')?.textContent)).toEqual(
      cut.filter((t) => t.name.startsWith(target.name.slice(0, 20))).map((t) => t.name),
    );
    const item = items.find((li) => li.textContent?.includes(target.name))!;
    expect(item.textContent).toContain(`free ${target.to_name.bytes_to_free} bytes to name it`);
    expect(item.querySelector('[title]')?.getAttribute('title')).toContain(
      `4 unnamed tools come before it in the fair rounds and would be named first: ${cut
        .slice(0, 4)
        .map((t) => t.name)
        .join(', ')}.`,
    );
  });

  it('says nothing when the index named every tool', () => {
    const { container } = render(<UnnamedTools report={reportOf(6)} />);
    expect(container.innerHTML).toBe('');
  });
});
