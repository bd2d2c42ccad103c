// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithServices, startTestServices } from '../../../test-support/render-with-services.tsx';
import { openScenario } from '../../../test-support/scenario-writes.ts';
import { usePlayground } from '../../state/store.ts';
import { SearchPanel } from './search-panel.tsx';

const tool = (ns: string, description: string) => ({
  capability_id: `${ns}.report`,
  name: `${ns}__report`,
  description,
  parameters: { type: 'object' },
});
const SCENARIO = JSON.stringify({
  mode: 'bridged',
  caps: { max_tools: 1 },
  definitions: [tool('alpha', 'File an alpha report'), tool('beta', 'File a beta report')],
  queries: [{ query: 'beta report', limit: 1 }, { query: 7 }],
});

let services: ReturnType<typeof startTestServices>;
beforeAll(() => {
  services = startTestServices();
});
afterAll(() => services.stop());
beforeEach(() => {
  openScenario(SCENARIO, 'test');
  usePlayground.setState({ searchQuery: '', searchLimit: '10', searchRawArguments: null });
});
afterEach(cleanup);

describe('search from the scenario', () => {
  it('opens on an empty state, not an error, and runs a listed query with one click', async () => {
    renderWithServices(<SearchPanel />, services);
    expect(screen.getByText(/Type a query, or run one of the scenario’s queries/)).toBeTruthy();
    expect(screen.queryByText(/requires query/)).toBeNull();

    // The list comes from the Worker's first answer, which a loaded machine can hold back past a second.
    fireEvent.click(
      await screen.findByRole('button', { name: 'beta report (limit 1)' }, { timeout: 10_000 }),
    );
    expect(usePlayground.getState().searchQuery).toBe('beta report');
    expect(usePlayground.getState().searchLimit).toBe('1');
    await waitFor(
      () =>
        expect(screen.getAllByTestId('search-result-name').map((e) => e.textContent)).toEqual([
          'beta__report',
        ]),
      { timeout: 10_000 },
    );

    // A query the fields cannot hold goes in as raw arguments, exactly as the scenario has it.
    fireEvent.click(screen.getByRole('button', { name: '{"query":7}' }));
    expect(usePlayground.getState().searchRawArguments).toBe('{"query":7}');
  });

  it('draws a megabyte query as its start, and keeps a query too long to edit out of the field, losing nothing', async () => {
    const huge = 'x'.repeat(1 << 20);
    openScenario(
      JSON.stringify({ definitions: [tool('alpha', 'File an alpha report')], queries: [{ query: huge }] }),
      'test',
    );
    renderWithServices(<SearchPanel />, services);
    const button = await screen.findByRole(
      'button',
      { name: /^x{120}… \(1,048,576 characters\)$/ },
      { timeout: 10_000 },
    );
    fireEvent.click(button);
    // The whole query is the search's (tool_search gets it and refuses it); the page lays out none of it.
    expect(usePlayground.getState().searchQuery).toBe(huge);
    expect(screen.getByText(/A query of 1,048,576 characters, too long to edit here/)).toBeTruthy();
    expect(
      [...document.querySelectorAll('textarea, input')].some(
        (e) => (e as HTMLTextAreaElement).value.length > 1000,
      ),
    ).toBe(false);
    expect(document.body.textContent!.length).toBeLessThan(20_000);
    await screen.findByText(/tool_search query is too long/, undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Keep its first 1,024 characters' }));
    expect(usePlayground.getState().searchQuery).toBe('x'.repeat(1024));
    expect((screen.getByLabelText('Search query') as HTMLTextAreaElement).value).toHaveLength(1024);
  });

  it('takes a pasted text longer than the field holds whole, without the field inserting it', () => {
    renderWithServices(<SearchPanel />, services);
    const field = screen.getByLabelText('Search query') as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'find ' } });
    field.setSelectionRange(5, 5);
    const words = Array.from({ length: 20_000 }, (_, i) => `word${i}`).join(' ');
    const event = new InputEvent('beforeinput', { data: words, inputType: 'insertText', cancelable: true });
    fireEvent(field, event);
    expect(event.defaultPrevented).toBe(true);
    expect(usePlayground.getState().searchQuery).toBe(`find ${words}`);
    expect(screen.getByText(/A query of [\d,]+ characters, too long to edit here/)).toBeTruthy();
    expect(document.querySelector('textarea')).toBeNull();
  });
});
