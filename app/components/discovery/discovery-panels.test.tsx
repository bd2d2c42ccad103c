// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithServices, startTestServices } from '../../../test-support/render-with-services.tsx';
import { openScenario } from '../../../test-support/scenario-writes.ts';
import { usePlayground } from '../../state/store.ts';
import { SearchPanel } from './search-panel.tsx';
import { TurnsPanel } from './turns-panel.tsx';

const schema = { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] };
const tool = (ns: string, description: string) => ({
  capability_id: `${ns}.report`,
  name: `${ns}__report`,
  description,
  parameters: schema,
});
const SCENARIO = JSON.stringify({
  mode: 'bridged',
  caps: { max_tools: 4 },
  definitions: [
    tool('alpha', 'File an <b>alpha</b> report'),
    tool('beta', 'File a beta report'),
    tool('gamma', 'Gamma things'),
    tool('delta', 'Delta things'),
    tool('epsilon', 'Epsilon things'),
  ],
});

beforeEach(() => {
  openScenario(SCENARIO, 'test');
  usePlayground.setState({
    searchQuery: '',
    searchLimit: '10',
    whyNotName: null,
    chainName: '',
    chainArguments: '{}',
  });
});
afterEach(cleanup);

let services: ReturnType<typeof startTestServices>;
beforeAll(() => {
  services = startTestServices();
});
afterAll(() => services.stop());

describe('discovery panels', () => {
  it('list search results by name and show data as text, never as markup', async () => {
    renderWithServices(<SearchPanel />, services);
    fireEvent.change(screen.getByLabelText('Search query'), { target: { value: 'alpha file' } });
    await waitFor(() =>
      expect(screen.getAllByTestId('search-result-name')[0]?.textContent).toBe('alpha__report'),
    );
    expect(screen.getAllByTestId('search-result-name').map((e) => e.textContent)).toEqual([
      'alpha__report',
      'beta__report',
    ]);
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('region', { name: 'tool_search result' }).textContent).toContain('<b>alpha</b>');
    fireEvent.change(screen.getByLabelText('Why not this tool?'), { target: { value: 'gamma__report' } });
    await waitFor(() =>
      expect(screen.getByTestId('why-not-reason').textContent).toMatch(/None of the query terms/),
    );
  });

  it('write a played call into the scenario’s timeline and show its outcome', async () => {
    renderWithServices(<TurnsPanel />, services);
    fireEvent.change(screen.getByLabelText('Tool name'), { target: { value: 'beta__report' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play in the last turn' }));
    expect(usePlayground.getState().text).toContain('"timeline"');
    const turn1 = await screen.findByRole('region', { name: 'Turn 1' });
    await waitFor(() =>
      expect(within(turn1).getByTestId('call-outcome').textContent).toContain('describe-first'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear timeline' }));
    expect(usePlayground.getState().text).not.toContain('"timeline"');
  });
});
