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

/**
 * Rows pasted from Excel or a text file: one row a line (CRLF or LF), two columns — number and quantity — separated
 * by a tab (Excel's clipboard) or `;` (a CSV as Excel writes it in de/nl/fr, where the comma is the decimal
 * separator). Empty lines are skipped; a first line whose quantity column is not a number is a header and skipped;
 * a single column is a number without quantity. Numbers stay text (leading zeros kept). At most `quickOrderMaxRows`.
 */
export function parseQuickOrderRows(text: string): QuickOrderInputRow[] {
  const rows: QuickOrderInputRow[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const separator = line.includes('\t') ? '\t' : ';';
    const [rawNumber = '', rawQuantity = ''] = line.split(separator);
    const number = unquote(rawNumber);
    const quantity = unquote(rawQuantity);
    if (number === '') continue;
    if (rows.length === 0 && index === firstFilledLine(lines) && !looksLikeQuantity(quantity)) continue;
    rows.push({ number, quantity });
    if (rows.length === quickOrderMaxRows) break;
  }
  return rows;
}

function firstFilledLine(lines: readonly string[]): number {
  return lines.findIndex((line) => line.trim() !== '');
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
