import type { QuickOrderResolution } from '@ratchet/store-api-contract';
import {
  quickOrderMaxRows,
  quickOrderRowProblem,
  type QuickOrderInputRow,
  type QuickOrderRowProblem,
} from '@ratchet/store-api-contract/rules';

/** One row of the grid as typed, pasted or uploaded. */
export interface QuickOrderRow {
  /** Stable key (React key, focus target). */
  key: string;
  /** Product number or own article number as typed. */
  number: string;
  /** Quantity as typed ("2,5"). */
  quantity: string;
  /** What the last multi-add said about this row (the cart's own check can differ, e.g. with the cart's quantity). */
  cartProblem: QuickOrderRowProblem | 'general' | null;
}

/** The grid: its rows, the answers for the numbers asked so far, and the numbers being asked. */
export interface QuickOrderState {
  rows: QuickOrderRow[];
  /** Answer per number as asked (trimmed). */
  resolutions: ReadonlyMap<string, QuickOrderResolution>;
  /** Numbers whose answer is on its way. */
  pending: ReadonlySet<string>;
  /** Numbers whose lookup failed (network, server error). */
  failed: ReadonlySet<string>;
  /** Next key number. */
  nextKey: number;
}

/** Rows a fresh grid shows. */
export const quickOrderInitialRows = 5;

/** What a row is now (derived; never stored). */
export type QuickOrderRowStatus =
  | { kind: 'empty' }
  | { kind: 'resolving' }
  | { kind: 'unchecked' }
  | { kind: 'lookupFailed' }
  | {
      kind: 'problem';
      problem: QuickOrderRowProblem | 'general';
      resolution: QuickOrderResolution | null;
      /** True when the cart refused the row (its own check, e.g. with the quantity already in the cart). */
      fromCart: boolean;
    }
  | { kind: 'ready'; resolution: QuickOrderResolution & { product: NonNullable<QuickOrderResolution['product']> } };

function emptyRow(key: number): QuickOrderRow {
  return { key: `row-${key}`, number: '', quantity: '', cartProblem: null };
}

/** A grid of `count` empty rows. */
export function initialQuickOrderState(count = quickOrderInitialRows): QuickOrderState {
  return {
    rows: Array.from({ length: count }, (_, index) => emptyRow(index + 1)),
    resolutions: new Map(),
    pending: new Set(),
    failed: new Set(),
    nextKey: count + 1,
  };
}

/** The row's state from its number, the answers and its quantity (the one check of rules/quickOrder.ts). */
export function quickOrderRowStatus(
  row: QuickOrderRow,
  state: Pick<QuickOrderState, 'resolutions' | 'pending' | 'failed'>,
): QuickOrderRowStatus {
  const number = row.number.trim();
  if (number === '') return { kind: 'empty' };
  if (state.pending.has(number)) return { kind: 'resolving' };
  const resolution = state.resolutions.get(number);
  if (!resolution) return state.failed.has(number) ? { kind: 'lookupFailed' } : { kind: 'unchecked' };
  const problem = quickOrderRowProblem(resolution.product, row.quantity);
  if (problem) return { kind: 'problem', problem, resolution, fromCart: false };
  if (row.cartProblem) return { kind: 'problem', problem: row.cartProblem, resolution, fromCart: true };
  return { kind: 'ready', resolution: resolution as Extract<QuickOrderRowStatus, { kind: 'ready' }>['resolution'] };
}

/** Numbers of the rows that have not been asked yet (each once). */
export function uncheckedNumbers(state: QuickOrderState): string[] {
  const numbers = new Set<string>();
  for (const row of state.rows) {
    const number = row.number.trim();
    if (number && !state.resolutions.has(number) && !state.pending.has(number)) numbers.add(number);
  }
  return [...numbers];
}

export type QuickOrderAction =
  | { type: 'setNumber'; key: string; number: string }
  | { type: 'setQuantity'; key: string; quantity: string }
  | { type: 'addRow' }
  | { type: 'removeRow'; key: string }
  | { type: 'clear' }
  /** Rows pasted or uploaded: they replace the row `at` (and the empty rows after it), the rest is inserted. */
  | { type: 'insertRows'; at: string | null; rows: readonly QuickOrderInputRow[] }
  | { type: 'resolving'; numbers: readonly string[] }
  | { type: 'resolved'; results: readonly QuickOrderResolution[] }
  | { type: 'lookupFailed'; numbers: readonly string[] }
  | { type: 'cartProblems'; problems: ReadonlyMap<string, QuickOrderRowProblem | 'general'> }
  | { type: 'added'; keys: readonly string[] };

/** Keeps one empty row at the end to type into (and at least one row). */
function withTrailingEmpty(state: QuickOrderState): QuickOrderState {
  const last = state.rows.at(-1);
  if (last && last.number.trim() === '' && last.quantity.trim() === '') return state;
  if (state.rows.length >= quickOrderMaxRows) return state;
  return { ...state, rows: [...state.rows, emptyRow(state.nextKey)], nextKey: state.nextKey + 1 };
}

/** The product's minimum as the quantity of rows that have none, once their number is answered. */
function fillMinimums(rows: QuickOrderRow[], resolutions: ReadonlyMap<string, QuickOrderResolution>): QuickOrderRow[] {
  return rows.map((row) => {
    if (row.quantity.trim() !== '') return row;
    const product = resolutions.get(row.number.trim())?.product;
    return product ? { ...row, quantity: String(product.minPurchase) } : row;
  });
}

/** The grid's reducer (pure). */
export function quickOrderReducer(state: QuickOrderState, action: QuickOrderAction): QuickOrderState {
  switch (action.type) {
    case 'setNumber':
      return withTrailingEmpty({
        ...state,
        rows: fillMinimums(
          state.rows.map((row) =>
            row.key === action.key ? { ...row, number: action.number, cartProblem: null } : row,
          ),
          state.resolutions,
        ),
      });
    case 'setQuantity':
      return {
        ...state,
        rows: state.rows.map((row) =>
          row.key === action.key ? { ...row, quantity: action.quantity, cartProblem: null } : row,
        ),
      };
    case 'addRow':
      if (state.rows.length >= quickOrderMaxRows) return state;
      return { ...state, rows: [...state.rows, emptyRow(state.nextKey)], nextKey: state.nextKey + 1 };
    case 'removeRow':
      return withTrailingEmpty({ ...state, rows: state.rows.filter((row) => row.key !== action.key) });
    case 'clear':
      return {
        ...initialQuickOrderState(),
        resolutions: state.resolutions,
        nextKey: state.nextKey + quickOrderInitialRows,
      };
    case 'insertRows': {
      const index = action.at === null ? -1 : state.rows.findIndex((row) => row.key === action.at);
      const start = index === -1 ? firstEmptyTail(state.rows) : index;
      const before = state.rows.slice(0, start);
      // The pasted rows take the place of the row pasted into and of the empty rows that follow it.
      let after = state.rows.slice(start + (index === -1 ? 0 : 1));
      while (after.length > 0 && after[0]!.number.trim() === '' && after[0]!.quantity.trim() === '')
        after = after.slice(1);
      let nextKey = state.nextKey;
      const inserted = action.rows.map((input) => ({
        key: `row-${nextKey++}`,
        number: input.number,
        quantity: input.quantity,
        cartProblem: null,
      }));
      const rows = fillMinimums([...before, ...inserted, ...after].slice(0, quickOrderMaxRows), state.resolutions);
      return withTrailingEmpty({ ...state, rows, nextKey });
    }
    case 'resolving': {
      const pending = new Set(state.pending);
      const failed = new Set(state.failed);
      for (const number of action.numbers) {
        pending.add(number);
        failed.delete(number);
      }
      return { ...state, pending, failed };
    }
    case 'resolved': {
      const resolutions = new Map(state.resolutions);
      const pending = new Set(state.pending);
      for (const result of action.results) {
        resolutions.set(result.number, result);
        pending.delete(result.number);
      }
      return { ...state, resolutions, pending, rows: fillMinimums(state.rows, resolutions) };
    }
    case 'lookupFailed': {
      const pending = new Set(state.pending);
      const failed = new Set(state.failed);
      for (const number of action.numbers) {
        pending.delete(number);
        failed.add(number);
      }
      return { ...state, pending, failed };
    }
    case 'cartProblems':
      return {
        ...state,
        rows: state.rows.map((row) => {
          const problem = action.problems.get(row.key);
          return problem ? { ...row, cartProblem: problem } : row;
        }),
      };
    case 'added': {
      const added = new Set(action.keys);
      return withTrailingEmpty({ ...state, rows: state.rows.filter((row) => !added.has(row.key)) });
    }
  }
}

/** Index after the last row holding anything (pasting without a target fills from there). */
function firstEmptyTail(rows: readonly QuickOrderRow[]): number {
  let index = rows.length;
  while (index > 0 && rows[index - 1]!.number.trim() === '' && rows[index - 1]!.quantity.trim() === '') index--;
  return index;
}
