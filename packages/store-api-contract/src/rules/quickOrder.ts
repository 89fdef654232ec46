/**
 * Quick order rules (issue 13 quick order; account-area.md §6 ROLE_ACCESS_QUICK_ORDER_FORM, §8 add-to-cart errors;
 * storefront.md §5 quantity rules): reading rows pasted from a spreadsheet and the one check of a row — number known,
 * product buyable, in stock, quantity on the product's grid. Pure module: the grid, the hook and the server's CSV
 * upload use it.
 */
import { parseQuantity, validateQuantity, type QuantityProblem } from './quantity';

/** Rows one quick order holds (and one multi-add takes: the add-line-item body allows 500 items). */
export const quickOrderMaxRows = 500;

/** One row as pasted or uploaded: the number as typed (product number or own article number) and the quantity text. */
export interface QuickOrderInputRow {
  /** Product number or the company's own article number (customer sku), trimmed. */
  number: string;
  /** The quantity as written ("10", "2,5"); empty when the row has none (the product's minimum is taken then). */
  quantity: string;
}

/** Strips one pair of surrounding double quotes ("00123" → 00123; "" inside becomes "). */
function unquote(field: string): string {
  const trimmed = field.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/""/g, '"').trim();
  }
  return trimmed;
}

/** True when a quantity text reads as a number (or is empty). */
function looksLikeQuantity(text: string): boolean {
  return text === '' || Number.isFinite(parseQuantity(text));
}

/** A record of a spreadsheet or CSV file: its cells as text and the line it starts on (1-based). */
export interface QuickOrderRecord {
  line: number;
  values: readonly string[];
}

/** A row with the line of the file or paste it came from (to name a failed row as the buyer sees it). */
export interface QuickOrderSourceRow extends QuickOrderInputRow {
  line: number;
}

/**
 * Rows from records of two columns — number and quantity — (the same reading for a paste and an uploaded CSV): the
 * first record is a header when its quantity column is not a number; records without a number are skipped; a
 * single column is a number without quantity. Numbers stay text (leading zeros kept). Not capped (the caller keeps
 * the first `quickOrderMaxRows` and names the rest).
 */
export function quickOrderRowsFromRecords(records: readonly QuickOrderRecord[]): QuickOrderSourceRow[] {
  const rows: QuickOrderSourceRow[] = [];
  for (const [index, record] of records.entries()) {
    const number = unquote(record.values[0] ?? '');
    const quantity = unquote(record.values[1] ?? '');
    if (number === '') continue;
    if (index === 0 && !looksLikeQuantity(quantity)) continue;
    rows.push({ line: record.line, number, quantity });
  }
  return rows;
}

/**
 * Rows pasted from Excel or a text file: one row a line (CRLF or LF), two columns separated by a tab (Excel's
 * clipboard) or `;` (a CSV as Excel writes it in de/nl/fr, where the comma is the decimal separator). Empty lines
 * are skipped; otherwise read as {@link quickOrderRowsFromRecords}. At most `quickOrderMaxRows`.
 */
export function parseQuickOrderRows(text: string): QuickOrderSourceRow[] {
  const records = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .flatMap((line, index) =>
      line.trim() === '' ? [] : [{ line: index + 1, values: line.split(line.includes('\t') ? '\t' : ';') }],
    );
  return quickOrderRowsFromRecords(records).slice(0, quickOrderMaxRows);
}

/** True when a text holds more than one row or a column separator: a paste for the grid, not for one cell. */
export function isMultiRowPaste(text: string): boolean {
  return /[\r\n\t;]/.test(text.trim());
}

/** What the check needs of a found product (the quick order resolution's product). */
export interface QuickOrderProductFacts {
  minPurchase: number;
  purchaseStep: number;
  maxPurchase: number | null;
  /** Stock available now. */
  availableStock: number;
  /** A closeout is never sold beyond its stock; other products go to backorder. */
  isCloseout: boolean;
  /** False for an inactive product or a parent with variants. */
  buyable: boolean;
}

/**
 * Why a row cannot go into the cart (account-area.md §8 add to cart: product not found, out of stock; storefront.md
 * §5 quantity: below minimum, above maximum, not on the sales step, not numeric).
 */
export type QuickOrderRowProblem = 'unknownNumber' | 'notBuyable' | 'outOfStock' | QuantityProblem;

/**
 * The one check of a quick-order row: `product` null when the number is unknown; the quantity text parsed like the
 * counter reads it ("2,5" = 2.5). Order of the checks: number, buyable, quantity on the grid, then stock (a closeout
 * with less stock than asked is out of stock). Null when the row can go into the cart.
 */
export function quickOrderRowProblem(
  product: QuickOrderProductFacts | null,
  quantity: number | string,
): QuickOrderRowProblem | null {
  if (product === null) return 'unknownNumber';
  if (!product.buyable) return 'notBuyable';
  if (product.isCloseout && product.availableStock <= 0) return 'outOfStock';
  const value = typeof quantity === 'number' ? quantity : parseQuantity(quantity);
  const validation = validateQuantity(value, product);
  if (!validation.valid) return validation.problem;
  if (product.isCloseout && value > product.availableStock) return 'outOfStock';
  return null;
}
