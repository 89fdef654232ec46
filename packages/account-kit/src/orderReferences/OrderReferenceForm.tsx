import { orderReferenceBodySchema, type OrderReference, type OrderReferenceBody } from '@ratchet/store-api-contract';
import {
  codePointLength,
  formatPrice,
  orderReferenceBudgetPeriods,
  orderReferenceMaxLength,
} from '@ratchet/store-api-contract/rules';
import { Button, Checkbox, Field, Select, cn, fieldControlVariants } from '@ratchet/ui';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { parseAmount } from '../flows/OrderFlowWizard';
import { useApprovalCandidates } from '../flows/useOrderFlows';
import { useAccountText } from '../i18n';
import { errorField } from '../lib/actionResult';
import { useOrderReferenceActions } from './useOrderReferences';

type ReferenceField = keyof OrderReferenceBody;

interface ReferenceDraft {
  name: string;
  budget: string;
  period: NonNullable<OrderReferenceBody['period']>;
  transferable: boolean;
  renewable: boolean;
  startDate: string;
  endDate: string;
  approverIds: string[];
  customerIds: string[];
}

function draftOf(reference: OrderReference | undefined): ReferenceDraft {
  return {
    name: reference?.name ?? '',
    budget: reference?.budget === null || reference?.budget === undefined ? '' : String(reference.budget),
    period: reference?.period ?? 'monthly',
    transferable: reference?.transferable ?? false,
    renewable: reference?.renewable ?? true,
    startDate: reference?.startDate ?? '',
    endDate: reference?.endDate ?? '',
    approverIds: reference?.approvers.map((person) => person.id) ?? [],
    customerIds: reference?.users.map((person) => person.id) ?? [],
  };
}

function bodyOf(draft: ReferenceDraft): OrderReferenceBody {
  return {
    name: draft.name,
    budget: draft.budget.trim() ? parseAmount(draft.budget) : null,
    period: draft.period,
    transferable: draft.transferable,
    renewable: draft.renewable,
    ...(draft.startDate ? { startDate: draft.startDate } : {}),
    endDate: draft.endDate || null,
    approverIds: draft.approverIds,
    customerIds: draft.customerIds,
  };
}

export type OrderReferenceFormProps = Omit<ComponentProps<'form'>, 'children' | 'onSubmit'> & {
  /** The reference to show and edit; none: a new one. */
  reference?: OrderReference | undefined;
  /** Called with the saved reference (the host goes to its detail or the list). */
  onSaved?: ((reference: OrderReference) => void) | undefined;
};

/**
 * Creating, showing and editing an order reference (account-area.md §2 order references, §3 Order reference; issue
 * 12): name (at most 30 characters, unique in the company), budget per period (daily, weekly, monthly, yearly or
 * custom with start and end) or none, transferable, renewable, approvers and the users who may use it (none:
 * everyone). An existing one shows its creator and the budget left now. Checked with the contract's schema; the
 * server's problems show at their field.
 */
export function OrderReferenceForm({ reference, onSaved, className, ...props }: OrderReferenceFormProps) {
  const { t, locale, errorText } = useAccountText('orderReferences');
  const { candidates } = useApprovalCandidates();
  const { createReference, updateReference, isMutating } = useOrderReferenceActions();
  const [draft, setDraft] = useState(() => draftOf(reference));
  const [problems, setProblems] = useState<Partial<Record<ReferenceField, string>>>({});
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState(false);
  const change = (patch: Partial<ReferenceDraft>) => {
    setSaved(false);
    setDraft((previous) => ({ ...previous, ...patch }));
  };
  const toggleId = (list: string[], id: string, on: boolean) =>
    on ? [...list.filter((entry) => entry !== id), id] : list.filter((entry) => entry !== id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const parsed = orderReferenceBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<ReferenceField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ReferenceField | undefined;
        if (field) found[field] ??= t(`orderReferences.problem.${field}`);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    const result = reference ? await updateReference(reference.id, body) : await createReference(body);
    if (result.ok) {
      setFailure('');
      setSaved(true);
      onSaved?.(result.data);
      return;
    }
    const atFields: Partial<Record<ReferenceField, string>> = {};
    const rest: string[] = [];
    for (const problem of result.errors) {
      const field = errorField(problem) as ReferenceField | undefined;
      if (field && field in draft) atFields[field] = errorText(problem.code);
      else rest.push(errorText(problem.code));
    }
    setProblems(atFields);
    setFailure(rest.join(' '));
  };

  const people = (field: 'approverIds' | 'customerIds', help?: string) => (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t(`orderReferences.field.${field}`)}</legend>
      {help ? <p className="text-sm text-muted-foreground">{help}</p> : null}
      {candidates.map((candidate) => (
        <Checkbox
          key={candidate.id}
          label={`${candidate.firstName} ${candidate.lastName}`}
          checked={draft[field].includes(candidate.id)}
          onCheckedChange={(checked) => change({ [field]: toggleId(draft[field], candidate.id, checked === true) })}
        />
      ))}
    </fieldset>
  );

  return (
    <form
      data-slot="order-reference-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {reference ? (
        <dl className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium text-muted-foreground">{t('orderReferences.column.creator')}</dt>
            <dd className="text-sm">
              {reference.creator
                ? `${reference.creator.firstName} ${reference.creator.lastName}`
                : t('orderReferences.none')}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground">{t('orderReferences.column.budgetRemaining')}</dt>
            <dd className="text-sm" data-slot="order-reference-remaining">
              {reference.budgetRemaining === null
                ? t('orderReferences.none')
                : formatPrice(reference.budgetRemaining, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground">{t('orderReferences.currentPeriod')}</dt>
            <dd className="text-sm">
              {reference.currentPeriod
                ? `${reference.currentPeriod.firstDay} – ${reference.currentPeriod.lastDay}`
                : t('orderReferences.none')}
            </dd>
          </div>
        </dl>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('orderReferences.field.name')}
          description={t('orderReferences.nameCount', {
            count: codePointLength(draft.name.trim()),
            max: orderReferenceMaxLength,
          })}
          error={problems.name}
          required
        >
          <input
            name="name"
            autoComplete="off"
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            className={fieldControlVariants()}
          />
        </Field>
        <Field
          label={t('orderReferences.field.budget')}
          description={t('orderReferences.field.budgetHelp')}
          error={problems.budget}
        >
          <input
            name="budget"
            inputMode="decimal"
            value={draft.budget}
            onChange={(event) => change({ budget: event.target.value })}
            className={fieldControlVariants()}
          />
        </Field>
        <Select
          label={t('orderReferences.field.period')}
          options={orderReferenceBudgetPeriods.map((period) => ({
            id: period,
            label: t(`orderReferences.period.${period}`),
          }))}
          value={draft.period}
          onChange={(value) => change({ period: (value ?? 'monthly') as ReferenceDraft['period'] })}
        />
        <Field label={t('orderReferences.field.startDate')} error={problems.startDate}>
          <input
            type="date"
            value={draft.startDate}
            onChange={(event) => change({ startDate: event.target.value })}
            className={fieldControlVariants()}
          />
        </Field>
        <Field label={t('orderReferences.field.endDate')} error={problems.endDate} required={draft.period === 'custom'}>
          <input
            type="date"
            value={draft.endDate}
            min={draft.startDate || undefined}
            onChange={(event) => change({ endDate: event.target.value })}
            className={fieldControlVariants()}
          />
        </Field>
        <div className="flex flex-col gap-3">
          <Checkbox
            label={t('orderReferences.field.transferable')}
            checked={draft.transferable}
            onCheckedChange={(checked) => change({ transferable: checked === true })}
          />
          <Checkbox
            label={t('orderReferences.field.renewable')}
            checked={draft.renewable}
            onCheckedChange={(checked) => change({ renewable: checked === true })}
          />
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {people('approverIds')}
        {people('customerIds', t('orderReferences.field.customerIdsHelp'))}
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="text-sm text-success">
          {saved ? t('orderReferences.saved') : ''}
        </p>
        <Button type="submit" disabled={isMutating}>
          {reference ? t('orderReferences.save') : t('orderReferences.create')}
        </Button>
      </div>
    </form>
  );
}
