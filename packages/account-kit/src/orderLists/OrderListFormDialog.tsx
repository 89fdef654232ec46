import type { OrderListPrivacy } from '@ratchet/store-api-contract';
import { orderListNameMaxLength } from '@ratchet/store-api-contract/rules';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  RadioGroup,
} from '@ratchet/ui';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useAccountText } from '../i18n';
import type { ActionResult } from '../lib/actionResult';
import { useOrderListActions } from './useOrderLists';

/** What the form of an order list sends: its name and, where the user may choose it, who sees it. */
export interface OrderListFormValues {
  name: string;
  privacy: OrderListPrivacy;
}

/**
 * The form of an order list in a dialog (account-area.md §3 Order list: name, privacy user or company): creating a
 * list and renaming one. The name is required (trimmed); the store-API's refusal is shown in the dialog, which stays
 * open; on success it closes.
 */
export function OrderListFormDialog({
  slot,
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  initial,
  choosePrivacy,
  onSubmit,
  pending,
}: {
  /** The dialog's `data-slot`. */
  slot: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by assistive technology only. */
  description: string;
  submitLabel: string;
  /** The values the form starts with (the host re-keys the dialog when they change). */
  initial: OrderListFormValues;
  /** Whether who sees the list can be chosen (when renaming: its creator only). */
  choosePrivacy: boolean;
  onSubmit: (values: OrderListFormValues) => Promise<ActionResult<unknown>>;
  pending: boolean;
}) {
  const { t, errorText } = useAccountText('orderLists');
  const [name, setName] = useState(initial.name);
  const [privacy, setPrivacy] = useState<OrderListPrivacy>(initial.privacy);
  const [problem, setProblem] = useState('');
  const [failure, setFailure] = useState('');

  const change = (next: boolean) => {
    if (!next) {
      setProblem('');
      setFailure('');
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem(t('orderLists.name.required'));
      return;
    }
    setProblem('');
    setFailure('');
    const result = await onSubmit({ name: trimmed, privacy });
    if (!result.ok) {
      setFailure(result.errors.map((error) => errorText(error.code)).join(' '));
      return;
    }
    setName(initial.name);
    setPrivacy(initial.privacy);
    change(false);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent data-slot={slot}>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription className="sr-only">{description}</DialogDescription>
          </DialogHeader>
          <Input
            label={t('orderLists.field.name')}
            value={name}
            onValueChange={setName}
            maxLength={orderListNameMaxLength}
            status={problem ? 'error' : 'default'}
            message={problem || undefined}
            required
          />
          {choosePrivacy ? (
            <RadioGroup
              label={t('orderLists.field.privacy')}
              value={privacy}
              onValueChange={(value) => setPrivacy(value === 'user' ? 'user' : 'company')}
              options={[
                { value: 'company', label: t('orderLists.privacy.company') },
                { value: 'user', label: t('orderLists.privacy.user') },
              ]}
            />
          ) : null}
          {failure ? (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => change(false)}>
              {t('orderLists.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Deletes an order list after a confirmation naming it and its item count (from the lists screen and the detail). */
export function DeleteOrderListDialog({
  list,
  trigger,
  onConfirm,
  onResult,
}: {
  list: { id: string; name: string; itemCount: number };
  /** The button that opens the confirmation. */
  trigger: ReactElement;
  /** Called when the deletion starts (e.g. to clear an earlier notice). */
  onConfirm?: (() => void) | undefined;
  onResult: (result: ActionResult<{ deleted: string }>) => void;
}) {
  const { t } = useAccountText('orderLists');
  const { remove, isMutating } = useOrderListActions();
  return (
    <ConfirmDialog
      trigger={trigger}
      title={t('orderLists.delete.title', { name: list.name })}
      description={t('orderLists.delete.text', { count: list.itemCount })}
      confirmLabel={t('orderLists.delete')}
      variant="destructive"
      pending={isMutating}
      onConfirm={async () => {
        onConfirm?.();
        onResult(await remove(list.id));
      }}
    />
  );
}
