import { WORK_BUDGET } from './limits.ts';

/**
 * The work budget of one pass (core/limits.ts, WORK_BUDGET): the lists a scenario
 * can make as long as it likes are walked item by item while both measures have
 * room, and a list cut short is noted with how much of it ran. An item that starts
 * finishes, so a pass ends at most one item past the budget.
 */

/** A list the budget cut short. */
export interface WorkStop {
  /** The list: a scenario key (`queries`, `resolve`, `timeline`) or the review check that walks one. */
  list: string;
  /** Items that ran, and how many there were. */
  done: number;
  of: number;
  /** A JSON Pointer to the first item that did not run, when the list is the scenario's own. */
  field?: string;
  /** The measure that ran out. */
  spent: 'steps' | 'output_bytes';
  /** What stopped and why, in one sentence. */
  message: string;
}

export interface WorkBudget {
  /** Whether another item may start. */
  open(): boolean;
  /** `steps` tools examined and `outputBytes` bytes written by the item just run. */
  spend(steps: number, outputBytes: number): void;
  /** Every list cut short so far, in the order met. */
  readonly stops: readonly WorkStop[];
  /** Notes that `list` ran `done` of its `of` items; the message names the items as `noun` (a plural). */
  stop(list: string, noun: string, done: number, of: number, field?: string): WorkStop;
}

/** The measures of a budget: WORK_BUDGET's, or smaller ones in a test. */
interface WorkLimits {
  readonly steps: number;
  readonly outputBytes: number;
}

export function createWorkBudget(limits: WorkLimits = WORK_BUDGET): WorkBudget {
  let steps = 0;
  let bytes = 0;
  const stops: WorkStop[] = [];
  const spentMeasure = (): WorkStop['spent'] => (bytes >= limits.outputBytes ? 'output_bytes' : 'steps');
  return {
    open: () => steps < limits.steps && bytes < limits.outputBytes,
    spend: (s, b) => {
      steps += s;
      bytes += b;
    },
    stops,
    stop: (list, noun, done, of, field) => {
      const spent = spentMeasure();
      const message = stopMessage(noun, done, of, spent, limits);
      const stop: WorkStop = { list, done, of, ...(field === undefined ? {} : { field }), spent, message };
      stops.push(stop);
      return stop;
    },
  };
}

function stopMessage(
  noun: string,
  done: number,
  of: number,
  spent: WorkStop['spent'],
  limits: WorkLimits,
): string {
  const why =
    spent === 'output_bytes'
      ? `the work before them had written ${limits.outputBytes} bytes of answers`
      : `the work before them had examined ${limits.steps} tools`;
  return `${done} of ${of} ${noun} ran; the other ${of - done} did not, because ${why}, the most one evaluation may (the work budget)`;
}

/** A list walked within the budget: its name, its items' plural noun, and whether it is the scenario's own key. */
interface WalkedList {
  list: string;
  noun: string;
  /** The list is the scenario's `list` key: a stop points at its first item not run. */
  scenarioKey?: boolean;
}

/**
 * `run` on each item in order while the budget is open; `run` spends what its item
 * cost. The results of the items that ran, and the stop when the list was cut.
 */
export function walkWithin<T, R>(
  budget: WorkBudget,
  { list, noun, scenarioKey = false }: WalkedList,
  items: readonly T[],
  run: (item: T, index: number) => R,
): { results: R[]; stop: WorkStop | null } {
  const results: R[] = [];
  for (let i = 0; i < items.length; i++) {
    if (!budget.open()) {
      const field = scenarioKey ? `/${list}/${i}` : undefined;
      return { results, stop: budget.stop(list, noun, i, items.length, field) };
    }
    results.push(run(items[i]!, i));
  }
  return { results, stop: null };
}
