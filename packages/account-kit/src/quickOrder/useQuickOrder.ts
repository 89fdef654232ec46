import { storeApiErrorsOf, useCart, useStoreApiClient } from '@ratchet/commerce-hooks';
import { errorCodes, type QuickOrderCsvResponse, type StoreApiError } from '@ratchet/store-api-contract';
import {
  parseQuantity,
  parseQuickOrderRows,
  quickOrderMaxRows,
  type QuickOrderRowProblem,
  type QuantityProblem,
} from '@ratchet/store-api-contract/rules';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  initialQuickOrderState,
  quickOrderReducer,
  quickOrderRowStatus,
  uncheckedNumbers,
  type QuickOrderRow,
  type QuickOrderRowStatus,
  type QuickOrderState,
} from './quickOrderState';

/** The outcome of the last 'add all to cart'. */
export interface QuickOrderAddOutcome {
  /** Rows that went into the cart. */
  added: number;
  /** Rows the cart refused (they stay in the grid, each with its problem). */
  notAdded: number;
}

/** What the last paste or upload brought in. */
export type QuickOrderImportOutcome =
  | { kind: 'pasted'; count: number }
  | { kind: 'uploaded'; count: number; fileName: string; omitted: number }
  | { kind: 'failed'; errors: StoreApiError[] };

export interface UseQuickOrderReturn {
  /** The grid's rows. */
  rows: QuickOrderRow[];
  /** A row's state: empty, being checked, ready or its problem. */
  statusOf: (row: QuickOrderRow) => QuickOrderRowStatus;
  setNumber: (key: string, number: string) => void;
  setQuantity: (key: string, quantity: string) => void;
  addRow: () => void;
  removeRow: (key: string) => void;
  clear: () => void;
  /** Asks the server about every number not asked yet (one call; e.g. when a number cell is left). */
  checkNumbers: () => Promise<void>;
  /** Puts pasted spreadsheet rows into the grid at row `at` (null: after the last filled row) and checks them. */
  pasteRows: (at: string | null, text: string) => number;
  /** Reads a CSV file on the server (the article-link reader) and puts its rows into the grid, checked. */
  uploadCsv: (file: File) => Promise<void>;
  /** True while a file is read. */
  isUploading: boolean;
  /** The last paste or upload. */
  importOutcome: QuickOrderImportOutcome | null;
  /** Rows ready to order, rows with something to fill in. */
  readyCount: number;
  filledCount: number;
  /** Every ready row into the cart in one multi-add; a row the cart refuses is named and the rest is added. */
  addAllToCart: () => Promise<void>;
  isAdding: boolean;
  addOutcome: QuickOrderAddOutcome | null;
  /** The cart's error that named no row (general error, network), shown once for the grid. */
  addError: StoreApiError[] | null;
  /** True once 'add all to cart' was used (to say when no row was ready). */
  addAttempted: boolean;
}

/** The file's bytes as base64 (the upload's JSON body). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

const quantityProblems: readonly string[] = ['notNumeric', 'belowMinimum', 'aboveMaximum', 'notOnStep'];

/** The row problem a refused multi-add names (account-area.md §8 add to cart: product not found, out of stock). */
export function cartProblemOf(error: StoreApiError): QuickOrderRowProblem | 'general' {
  if (error.code === errorCodes.productNotFound) return 'unknownNumber';
  if (error.code === errorCodes.outOfStock) return 'outOfStock';
  const problem = error.meta?.parameters?.problem;
  if (error.code === errorCodes.invalidQuantity && typeof problem === 'string' && quantityProblems.includes(problem)) {
    return problem as QuantityProblem;
  }
  return 'general';
}

/** The item index a refused multi-add names, if any. */
function refusedIndex(errors: readonly StoreApiError[]): number | null {
  const index = errors[0]?.meta?.parameters?.index;
  return typeof index === 'number' && Number.isInteger(index) ? index : null;
}

/**
 * The quick order (issue 13; account-area.md §6 ROLE_ACCESS_QUICK_ORDER_FORM): rows typed, pasted or uploaded,
 * their numbers checked in one call (POST /ratchet/quick-order/resolve), each row checked by the quantity and
 * availability rules, and every ready row put into the cart in one multi-add (POST /checkout/cart/line-item).
 */
export function useQuickOrder(): UseQuickOrderReturn {
  const client = useStoreApiClient();
  const { addItems } = useCart();
  const [state, dispatch] = useReducer(quickOrderReducer, undefined, () => initialQuickOrderState());
  const stateRef = useRef<QuickOrderState>(state);
  useEffect(() => {
    stateRef.current = state;
  });
  const [isUploading, setUploading] = useState(false);
  const [importOutcome, setImportOutcome] = useState<QuickOrderImportOutcome | null>(null);
  const [isAdding, setAdding] = useState(false);
  const [addOutcome, setAddOutcome] = useState<QuickOrderAddOutcome | null>(null);
  const [addError, setAddError] = useState<StoreApiError[] | null>(null);
  const [addAttempted, setAddAttempted] = useState(false);

  const resolve = useCallback(
    async (numbers: readonly string[]) => {
      const asked = [...new Set(numbers.map((number) => number.trim()).filter(Boolean))];
      if (asked.length === 0) return;
      dispatch({ type: 'resolving', numbers: asked });
      for (let start = 0; start < asked.length; start += quickOrderMaxRows) {
        const part = asked.slice(start, start + quickOrderMaxRows);
        try {
          const answer = await client.invoke('resolveQuickOrder post /ratchet/quick-order/resolve', {
            body: { numbers: part },
          });
          dispatch({ type: 'resolved', results: answer.results });
        } catch {
          dispatch({ type: 'lookupFailed', numbers: part });
        }
      }
    },
    [client],
  );

  const checkNumbers = useCallback(() => resolve(uncheckedNumbers(stateRef.current)), [resolve]);

  const pasteRows = useCallback(
    (at: string | null, text: string) => {
      const rows = parseQuickOrderRows(text);
      if (rows.length === 0) return 0;
      dispatch({ type: 'insertRows', at, rows });
      setImportOutcome({ kind: 'pasted', count: rows.length });
      void resolve(rows.map((row) => row.number).filter((number) => !stateRef.current.resolutions.has(number)));
      return rows.length;
    },
    [resolve],
  );

  const uploadCsv = useCallback(
    async (file: File) => {
      setUploading(true);
      try {
        const answer: QuickOrderCsvResponse = await client.invoke('uploadQuickOrderCsv post /ratchet/quick-order/csv', {
          body: { fileName: file.name, content: await base64Of(file) },
        });
        dispatch({ type: 'resolved', results: answer.rows.map((row) => row.resolution) });
        dispatch({ type: 'insertRows', at: null, rows: answer.rows });
        setImportOutcome({
          kind: 'uploaded',
          count: answer.rows.length,
          fileName: file.name,
          omitted: answer.omittedRows,
        });
      } catch (error) {
        setImportOutcome({ kind: 'failed', errors: storeApiErrorsOf(error) });
      } finally {
        setUploading(false);
      }
    },
    [client],
  );

  const addAllToCart = useCallback(async () => {
    setAdding(true);
    setAddAttempted(true);
    setAddError(null);
    setAddOutcome(null);
    const current = stateRef.current;
    let ready = current.rows.flatMap((row) => {
      const status = quickOrderRowStatus(row, current);
      return status.kind === 'ready' ? [{ row, productId: status.resolution.product.id }] : [];
    });
    const added: string[] = [];
    const refused = new Map<string, QuickOrderRowProblem | 'general'>();
    try {
      // The multi-add is all or nothing and names the first item it refuses: that row is named and the rest is sent
      // again, so every row the cart takes goes in (rows were checked before, so a refusal is rare).
      while (ready.length > 0) {
        try {
          await addItems(ready.map(({ row, productId }) => ({ productId, quantity: parseQuantity(row.quantity) })));
          added.push(...ready.map(({ row }) => row.key));
          break;
        } catch (error) {
          const errors = storeApiErrorsOf(error);
          const index = refusedIndex(errors);
          const item = index === null ? undefined : ready[index];
          if (!item) {
            setAddError(errors);
            break;
          }
          refused.set(item.row.key, cartProblemOf(errors[0]!));
          ready = ready.filter((entry) => entry !== item);
        }
      }
    } finally {
      if (refused.size > 0) dispatch({ type: 'cartProblems', problems: refused });
      if (added.length > 0) dispatch({ type: 'added', keys: added });
      if (added.length > 0 || refused.size > 0) setAddOutcome({ added: added.length, notAdded: refused.size });
      setAdding(false);
    }
  }, [addItems]);

  const statusOf = useCallback((row: QuickOrderRow) => quickOrderRowStatus(row, state), [state]);
  const filled = state.rows.filter((row) => row.number.trim() !== '');
  const readyCount = filled.filter((row) => quickOrderRowStatus(row, state).kind === 'ready').length;

  return {
    rows: state.rows,
    statusOf,
    setNumber: useCallback((key: string, number: string) => dispatch({ type: 'setNumber', key, number }), []),
    setQuantity: useCallback((key: string, quantity: string) => dispatch({ type: 'setQuantity', key, quantity }), []),
    addRow: useCallback(() => dispatch({ type: 'addRow' }), []),
    removeRow: useCallback((key: string) => dispatch({ type: 'removeRow', key }), []),
    clear: useCallback(() => {
      dispatch({ type: 'clear' });
      setAddOutcome(null);
      setAddError(null);
      setAddAttempted(false);
      setImportOutcome(null);
    }, []),
    checkNumbers,
    pasteRows,
    uploadCsv,
    isUploading,
    importOutcome,
    readyCount,
    filledCount: filled.length,
    addAllToCart,
    isAdding,
    addOutcome,
    addError,
    addAttempted,
  };
}
