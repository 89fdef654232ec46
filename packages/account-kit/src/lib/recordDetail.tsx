import type { CartTransferResponse, OrderHistoryDetail } from '@ratchet/store-api-contract';
import { Fragment, type ReactNode } from 'react';

/** One VAT line of a record (account-area.md §3: orders and offers carry their VAT per rate). */
type RecordTax = NonNullable<OrderHistoryDetail['taxes']>[number];

/** One labelled fact of a record's head (order, offer): a `dt`/`dd` pair inside the host's `dl`. */
export function RecordFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

type NotAddedLine = CartTransferResponse['notAdded'][number];

/**
 * What putting a record's lines into the cart did (a reorder, an offer at its prices; account-area.md §8, issue 13
 * "lines that cannot be added are named product by product, the rest is added"), announced politely: how many went
 * in, each line that did not with its reason (and a quantity that would fit), or the store-API's error.
 */
export function CartTransferOutcome({
  slot,
  outcome,
  failure,
  doneText,
  notAddedTitle,
  reasonText,
}: {
  /** Prefix of the parts' `data-slot`s (`{slot}-done`, `{slot}-not-added`). */
  slot: string;
  outcome: CartTransferResponse | null;
  failure: string;
  /** The text for the lines that went in (called only when some did). */
  doneText: (count: number) => string;
  notAddedTitle: string;
  /** The reason a line did not go in, with the suggested quantity where there is one. */
  reasonText: (line: NotAddedLine) => string;
}) {
  return (
    <div aria-live="polite" className="flex flex-col gap-2 text-sm">
      {outcome && outcome.added.length > 0 ? <p data-slot={`${slot}-done`}>{doneText(outcome.added.length)}</p> : null}
      {outcome && outcome.notAdded.length > 0 ? (
        <div data-slot={`${slot}-not-added`} role="alert" className="text-danger">
          <p className="font-medium">{notAddedTitle}</p>
          <ul className="list-disc ps-5">
            {outcome.notAdded.map((line) => (
              <li key={`${line.position}-${line.productNumber}`}>
                {line.name} ({line.productNumber}): {reasonText(line)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The totals under a record's lines (order, offer): the record's own amounts (subtotal, shipping, net …), one VAT
 * line per rate, and the total in bold.
 */
export function RecordTotals({
  slot,
  rows,
  taxes,
  taxLabel,
  totalLabel,
  total,
}: {
  slot: string;
  /** Label and formatted amount of each row before the VAT lines. */
  rows: ReadonlyArray<readonly [label: string, amount: string]>;
  taxes: readonly RecordTax[] | null | undefined;
  /** Label and formatted amount of a VAT line. */
  taxLabel: (tax: RecordTax) => readonly [label: string, amount: string];
  totalLabel: string;
  total: string;
}) {
  return (
    <dl data-slot={slot} className="ms-auto grid w-full max-w-sm grid-cols-2 gap-1 text-sm">
      {rows.map(([label, amount]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd className="text-end">{amount}</dd>
        </Fragment>
      ))}
      {(taxes ?? []).map((tax) => {
        const [label, amount] = taxLabel(tax);
        return (
          <div key={tax.taxRate} className="contents">
            <dt>{label}</dt>
            <dd className="text-end">{amount}</dd>
          </div>
        );
      })}
      <dt className="font-semibold">{totalLabel}</dt>
      <dd className="text-end font-semibold">{total}</dd>
    </dl>
  );
}
