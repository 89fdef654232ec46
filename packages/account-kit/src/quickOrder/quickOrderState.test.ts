import type { QuickOrderResolution } from '@ratchet/store-api-contract';
import { describe, expect, it } from 'vitest';
import { resolveNumber } from '../testing/quickOrderFixtures';
import {
  initialQuickOrderState,
  quickOrderReducer,
  quickOrderRowStatus,
  uncheckedNumbers,
  type QuickOrderAction,
  type QuickOrderState,
} from './quickOrderState';

const run = (state: QuickOrderState, ...actions: QuickOrderAction[]) => actions.reduce(quickOrderReducer, state);
const cells = (state: QuickOrderState) => state.rows.map((row) => [row.number, row.quantity]);
const resolved = (...numbers: string[]): QuickOrderAction => ({
  type: 'resolved',
  results: numbers.map(resolveNumber) as QuickOrderResolution[],
});

describe('quick order grid state (issue 13 quick order)', () => {
  it('rows pasted into a row replace it and the empty rows after it; one empty row stays at the end', () => {
    const start = run(initialQuickOrderState(3), { type: 'setNumber', key: 'row-1', number: 'RT-1001' });
    const pasted = run(start, {
      type: 'insertRows',
      at: 'row-2',
      rows: [
        { number: 'RT-2002', quantity: '10' },
        { number: 'RT-3003', quantity: '' },
      ],
    });
    expect(cells(pasted)).toEqual([
      ['RT-1001', ''],
      ['RT-2002', '10'],
      ['RT-3003', ''],
      ['', ''],
    ]);
    expect(new Set(pasted.rows.map((row) => row.key)).size).toBe(4);
  });

  it('an upload (no target row) fills after the last filled row', () => {
    const start = run(initialQuickOrderState(3), { type: 'setNumber', key: 'row-2', number: 'RT-1001' });
    const uploaded = run(start, { type: 'insertRows', at: null, rows: [{ number: 'RT-2002', quantity: '15' }] });
    expect(cells(uploaded)).toEqual([
      ['', ''],
      ['RT-1001', ''],
      ['RT-2002', '15'],
      ['', ''],
    ]);
  });

  it('storefront.md §5: a row without quantity takes the product’s minimum once its number is answered', () => {
    const state = run(
      initialQuickOrderState(1),
      { type: 'insertRows', at: 'row-1', rows: [{ number: 'RT-2002', quantity: '' }] },
      { type: 'resolving', numbers: ['RT-2002'] },
    );
    expect(quickOrderRowStatus(state.rows[0]!, state)).toEqual({ kind: 'resolving' });
    const answered = run(state, resolved('RT-2002'));
    expect(answered.rows[0]!.quantity).toBe('10');
    expect(quickOrderRowStatus(answered.rows[0]!, answered).kind).toBe('ready');
  });

  it('asks each number once; a failed lookup is named and asked again later', () => {
    const state = run(initialQuickOrderState(1), {
      type: 'insertRows',
      at: 'row-1',
      rows: [
        { number: 'RT-1001', quantity: '1' },
        { number: 'RT-1001', quantity: '2' },
        { number: 'NOPE', quantity: '1' },
      ],
    });
    expect(uncheckedNumbers(state)).toEqual(['RT-1001', 'NOPE']);
    const failed = run(state, { type: 'resolving', numbers: ['RT-1001', 'NOPE'] }, resolved('RT-1001'), {
      type: 'lookupFailed',
      numbers: ['NOPE'],
    });
    expect(quickOrderRowStatus(failed.rows[2]!, failed)).toEqual({ kind: 'lookupFailed' });
    expect(uncheckedNumbers(failed)).toEqual(['NOPE']);
  });

  it('§8: a refusal of the cart stays on its row until the row changes; added rows leave the grid', () => {
    const state = run(
      initialQuickOrderState(1),
      {
        type: 'insertRows',
        at: 'row-1',
        rows: [
          { number: 'RT-1001', quantity: '1' },
          { number: 'RT-3003', quantity: '1' },
        ],
      },
      resolved('RT-1001', 'RT-3003'),
    );
    const [first, second] = state.rows;
    const after = run(
      state,
      { type: 'cartProblems', problems: new Map([[second!.key, 'outOfStock' as const]]) },
      { type: 'added', keys: [first!.key] },
    );
    expect(cells(after)).toEqual([
      ['RT-3003', '1'],
      ['', ''],
    ]);
    expect(quickOrderRowStatus(after.rows[0]!, after)).toMatchObject({
      kind: 'problem',
      problem: 'outOfStock',
      fromCart: true,
    });
    const changed = run(after, { type: 'setQuantity', key: second!.key, quantity: '2' });
    expect(quickOrderRowStatus(changed.rows[0]!, changed).kind).toBe('ready');
  });
});
