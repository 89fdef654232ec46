import {
  Button,
  DataTable,
  DatePicker,
  DateRangePicker,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Select,
  type DataTableColumn,
} from '@ratchet/ui';
import { useState } from 'react';
import { data } from 'react-router';
import {
  approvalFixtures,
  approvalHeaders,
  budgetPeriodOptions,
  componentTexts as texts,
  type ApprovalFixture,
} from '../testing/componentFixtures';
import { testFaultsEnv } from './testFaults';

/**
 * A test-only page (`/:domain/__test/components`): the overlay, date and collection components of @ratchet/ui
 * under the storefront's real Preact build, for e2e/preactComponents.e2e.test.ts (issue 9 item 8). A 404 unless
 * the end-to-end stack set RATCHET_STOREFRONT_TEST_FAULTS=1, like the fault routes; its own route chunk, so no
 * other page loads its JavaScript.
 */
export function loader() {
  if (process.env[testFaultsEnv] !== '1') throw data(null, { status: 404 });
  return null;
}

const approvalColumns: DataTableColumn<ApprovalFixture>[] = [
  { id: 'orderNumber', header: approvalHeaders.orderNumber, value: (row) => row.orderNumber, rowHeader: true },
  { id: 'buyer', header: approvalHeaders.buyer, value: (row) => row.buyer, sortable: true },
  {
    id: 'orderAmount',
    header: approvalHeaders.orderAmount,
    value: (row) => row.orderAmount,
    sortable: true,
    align: 'end',
  },
];

/** What the components reported, shown in one live region so the test reads their callbacks in the page. */
interface Reported {
  menu: string | null;
  budgetPeriod: string | null;
  deliveryDate: string | null;
  period: string | null;
  selected: string[];
  approved: string[];
}

export default function TestComponentsPage() {
  const [reported, setReported] = useState<Reported>({
    menu: null,
    budgetPeriod: null,
    deliveryDate: null,
    period: null,
    selected: [],
    approved: [],
  });
  const report = (part: Partial<Reported>) => setReported((previous) => ({ ...previous, ...part }));

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 p-6">
      <h1 className="text-2xl font-semibold">{texts.heading}</h1>

      <DatePicker
        label={texts.deliveryDate}
        name="deliveryDate"
        disablePast
        disableToday
        disableWeekends
        onChange={(value) => report({ deliveryDate: value ? value.toString() : null })}
      />

      <DateRangePicker
        label={texts.period}
        startName="periodStart"
        endName="periodEnd"
        onChange={(value) => report({ period: value ? `${value.start.toString()}/${value.end.toString()}` : null })}
      />

      <Dialog>
        <DialogTrigger asChild>
          <Button variant="white" className="self-start">
            {texts.dialogTrigger}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{texts.dialogTitle}</DialogTitle>
            <DialogDescription>{texts.dialogDescription}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="white">{texts.dialogCancel}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="white" className="self-start">
            {texts.menuTrigger}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {texts.menuItems.map((item) => (
            <DropdownMenuItem key={item} onSelect={() => report({ menu: item })}>
              {item}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>

      <Select
        label={texts.budgetPeriod}
        name="budgetPeriod"
        options={budgetPeriodOptions}
        onChange={(value) => report({ budgetPeriod: value })}
      />

      <DataTable
        caption={texts.tableCaption}
        columns={approvalColumns}
        rows={approvalFixtures}
        getRowId={(row) => row.id}
        selectable
        onSelectedIdsChange={(ids) => report({ selected: ids })}
        bulkActions={(ids) => (
          <Button variant="white" onClick={() => report({ approved: ids })}>
            {texts.approve}
          </Button>
        )}
      />

      <section aria-label={texts.result}>
        <output data-testid="reported" aria-live="polite" className="font-mono text-xs">
          {JSON.stringify(reported)}
        </output>
      </section>
    </main>
  );
}
