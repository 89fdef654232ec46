import { orderFlowBodySchema, type OrderFlow, type OrderFlowBody } from '@ratchet/store-api-contract';
import { flowBudgetPeriods } from '@ratchet/store-api-contract/rules';
import {
  Button,
  Checkbox,
  Field,
  Select,
  Stepper,
  cn,
  defaultRenderLink,
  fieldControlVariants,
  type RenderLink,
} from '@ratchet/ui';
import { useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { useApprovalCandidates, useOrderFlowActions } from './useOrderFlows';

const stepIds = ['name', 'budget', 'approvers', 'users', 'success'] as const;
type StepId = (typeof stepIds)[number];
type FlowField = keyof OrderFlowBody;

/** The fields each step asks for (the last data step sends the flow). */
const stepFields: Record<Exclude<StepId, 'success'>, readonly FlowField[]> = {
  name: ['name'],
  budget: ['budget', 'period', 'startDate', 'endDate', 'approveFrom', 'transferable', 'renewable'],
  approvers: ['approverIds'],
  users: ['customerIds'],
};

/** The form's entries: amounts as typed (a decimal comma or point), dates ISO. */
interface FlowDraft {
  name: string;
  budget: string;
  period: OrderFlowBody['period'];
  transferable: boolean;
  renewable: boolean;
  startDate: string;
  endDate: string;
  approveFrom: string;
  approverIds: string[];
  customerIds: string[];
}

function draftOf(flow: OrderFlow | undefined): FlowDraft {
  const amount = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    name: flow?.name ?? '',
    budget: amount(flow?.budget),
    period: flow?.period ?? 'monthly',
    transferable: flow?.transferable ?? false,
    renewable: flow?.renewable ?? true,
    startDate: flow?.startDate ?? '',
    endDate: flow?.endDate ?? '',
    approveFrom: amount(flow?.approveFrom),
    approverIds: flow?.approvers.map((person) => person.id) ?? [],
    customerIds: flow?.users.map((person) => person.id) ?? [],
  };
}

/** A typed amount as a number of euro ("1.234,56", "1234.56", "500"); NaN when it is none. */
export function parseAmount(text: string): number {
  const clean = text.trim().replace(/\s/g, '');
  if (clean === '') return Number.NaN;
  const normalised = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** The body the contract's schema checks (empty optional fields left out). */
function bodyOf(draft: FlowDraft, active: boolean): OrderFlowBody {
  return {
    name: draft.name,
    budget: parseAmount(draft.budget),
    period: draft.period,
    transferable: draft.transferable,
    renewable: draft.renewable,
    ...(draft.startDate ? { startDate: draft.startDate } : {}),
    endDate: draft.endDate || null,
    approveFrom: draft.approveFrom.trim() ? parseAmount(draft.approveFrom) : null,
    approverIds: draft.approverIds,
    customerIds: draft.customerIds,
    active,
  };
}

export type OrderFlowWizardProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The flow to edit; none: a new one. */
  flow?: OrderFlow | undefined;
  /** Renders links with the host router. */
  renderLink?: RenderLink | undefined;
};

/**
 * Creating or editing an approval flow in steps (account-area.md §2 flows; issue 12): name; budget per user and
 * period (weekly, monthly, yearly or custom with start and end), transferable, renewable and approveFrom; approvers
 * (at least one); users (at least one, each with at most one active flow); success. Each step is checked by the
 * contract's schema before the next; the server's refusals show at their step.
 */
export function OrderFlowWizard({ flow, renderLink = defaultRenderLink, className, ...props }: OrderFlowWizardProps) {
  const { t, errorText } = useAccountText('flows');
  const { candidates } = useApprovalCandidates();
  const { createFlow, updateFlow, isMutating } = useOrderFlowActions();
  const [draft, setDraft] = useState(() => draftOf(flow));
  const [step, setStep] = useState<StepId>('name');
  const [problems, setProblems] = useState<Partial<Record<FlowField, string>>>({});
  const [failure, setFailure] = useState('');
  const change = (patch: Partial<FlowDraft>) => setDraft((previous) => ({ ...previous, ...patch }));

  const stepProblems = (id: Exclude<StepId, 'success'>) => {
    const parsed = orderFlowBodySchema.safeParse(bodyOf(draft, flow?.active ?? true));
    const found: Partial<Record<FlowField, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FlowField | undefined;
        if (field && stepFields[id].includes(field)) found[field] ??= t(`flows.problem.${field}`);
      }
    }
    return found;
  };
  const next = async () => {
    if (step === 'success') return;
    const found = stepProblems(step);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (step !== 'users') {
      setStep(stepIds[stepIds.indexOf(step) + 1] ?? 'success');
      return;
    }
    const body = bodyOf(draft, flow?.active ?? true);
    const result = flow ? await updateFlow(flow.id, body) : await createFlow(body);
    if (result.ok) {
      setFailure('');
      setStep('success');
    } else {
      setFailure(result.errors.map((problem) => errorText(problem.code)).join(' '));
    }
  };

  const steps = stepIds.map((id) => ({ id, label: t(`flows.step.${id}`) }));
  const toggleId = (list: string[], id: string, on: boolean) =>
    on ? [...list.filter((entry) => entry !== id), id] : list.filter((entry) => entry !== id);
  const people = (field: 'approverIds' | 'customerIds') => (
    <fieldset className="flex flex-col gap-2" aria-describedby={problems[field] ? `flow-${field}-error` : undefined}>
      <legend className="text-sm font-medium">{t(`flows.field.${field}`)}</legend>
      {candidates.map((candidate) => (
        <Checkbox
          key={candidate.id}
          label={`${candidate.firstName} ${candidate.lastName}`}
          description={
            field === 'approverIds'
              ? candidate.canApprove
                ? undefined
                : t('flows.noApprovalRight')
              : candidate.activeFlow && candidate.activeFlow.id !== flow?.id
                ? t('flows.hasFlow', { name: candidate.activeFlow.name })
                : undefined
          }
          checked={draft[field].includes(candidate.id)}
          onCheckedChange={(checked) => change({ [field]: toggleId(draft[field], candidate.id, checked === true) })}
        />
      ))}
      {problems[field] ? (
        <p id={`flow-${field}-error`} className="text-sm text-danger">
          {problems[field]}
        </p>
      ) : null}
    </fieldset>
  );

  return (
    <section data-slot="order-flow-wizard" className={cn('flex flex-col gap-6', className)} {...props}>
      <Stepper
        steps={steps}
        label={t('flows.steps')}
        currentStep={step}
        allowBack={step !== 'success'}
        onCurrentStepChange={(id) => setStep(id as StepId)}
      />
      {step === 'name' ? (
        <Field label={t('flows.field.name')} error={problems.name} required>
          <input
            value={draft.name}
            maxLength={100}
            onChange={(event) => change({ name: event.target.value })}
            className={fieldControlVariants()}
          />
        </Field>
      ) : null}
      {step === 'budget' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('flows.field.budget')}
            description={t('flows.field.budgetHelp')}
            error={problems.budget}
            required
          >
            <input
              inputMode="decimal"
              value={draft.budget}
              onChange={(event) => change({ budget: event.target.value })}
              className={fieldControlVariants()}
            />
          </Field>
          <Select
            label={t('flows.field.period')}
            options={flowBudgetPeriods.map((period) => ({ id: period, label: t(`flows.period.${period}`) }))}
            value={draft.period}
            onChange={(value) => change({ period: (value ?? 'monthly') as FlowDraft['period'] })}
          />
          <Field label={t('flows.field.startDate')} error={problems.startDate}>
            <input
              type="date"
              value={draft.startDate}
              onChange={(event) => change({ startDate: event.target.value })}
              className={fieldControlVariants()}
            />
          </Field>
          <Field label={t('flows.field.endDate')} error={problems.endDate} required={draft.period === 'custom'}>
            <input
              type="date"
              value={draft.endDate}
              min={draft.startDate || undefined}
              onChange={(event) => change({ endDate: event.target.value })}
              className={fieldControlVariants()}
            />
          </Field>
          <Field
            label={t('flows.field.approveFrom')}
            description={t('flows.field.approveFromHelp')}
            error={problems.approveFrom}
          >
            <input
              inputMode="decimal"
              value={draft.approveFrom}
              onChange={(event) => change({ approveFrom: event.target.value })}
              className={fieldControlVariants()}
            />
          </Field>
          <div className="flex flex-col gap-3">
            <Checkbox
              label={t('flows.field.transferable')}
              description={t('flows.field.transferableHelp')}
              checked={draft.transferable}
              onCheckedChange={(checked) => change({ transferable: checked === true })}
            />
            <Checkbox
              label={t('flows.field.renewable')}
              description={t('flows.field.renewableHelp')}
              checked={draft.renewable}
              onCheckedChange={(checked) => change({ renewable: checked === true })}
            />
          </div>
        </div>
      ) : null}
      {step === 'approvers' ? people('approverIds') : null}
      {step === 'users' ? people('customerIds') : null}
      {step === 'success' ? (
        <div role="status" className="flex flex-col items-start gap-3">
          <p className="text-lg font-semibold">{flow ? t('flows.saved') : t('flows.created')}</p>
          {renderLink({
            href: '/account/flows',
            className: 'font-medium text-primary underline-offset-4 hover:underline',
            children: t('flows.back'),
          })}
        </div>
      ) : (
        <div className="flex flex-wrap justify-between gap-3">
          {failure ? (
            <p role="alert" className="w-full text-sm text-danger">
              {failure}
            </p>
          ) : null}
          <Button
            type="button"
            variant="secondary"
            disabled={step === 'name'}
            onClick={() => setStep(stepIds[Math.max(0, stepIds.indexOf(step) - 1)] ?? 'name')}
          >
            {t('flows.previous')}
          </Button>
          <Button type="button" disabled={isMutating} onClick={() => void next()}>
            {step === 'users' ? (flow ? t('flows.save') : t('flows.submit')) : t('flows.next')}
          </Button>
        </div>
      )}
    </section>
  );
}
