import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Field,
  fieldControlVariants,
  defaultRenderLink,
  type RenderLink,
} from '@ratchet/ui';
import { orderListNameMaxLength } from '@ratchet/store-api-contract/rules';
import { useState, type FormEvent } from 'react';
import { useAccountText } from '../i18n';
import { orderListLinkClass, orderListPath } from './orderListTexts';
import { useOrderListActions, useOrderLists } from './useOrderLists';

/** The option that creates a new list instead of choosing one. */
const newListOption = 'new';

export interface AddToOrderListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to put on a list. */
  product: { id: string; name: string };
  /** The quantity to put on the list (a valid one for the product; the product page's counter, the cart line's). */
  quantity: number;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
  /** Called after the product went onto a list. */
  onAdded?: ((list: { id: string; name: string }) => void) | undefined;
}

/**
 * 'Add to order list' (issue 13) from the product page, a product card or a cart line: choose one of the lists the
 * caller sees, or name a new one (private unless shared with the company), and the product goes onto it with the
 * quantity (a product already on the list gets the quantities added). Only for ROLE_MANAGE_ORDER_LISTS: the host
 * shows the trigger to users with the right and loads this dialog on first use.
 */
export function AddToOrderListDialog({
  open,
  onOpenChange,
  product,
  quantity,
  renderLink = defaultRenderLink,
  onAdded,
}: AddToOrderListDialogProps) {
  const { t, locale, errorText } = useAccountText('orderListPicker');
  const { lists, isLoading } = useOrderLists({ limit: 100 });
  const { create, addItems, isMutating } = useOrderListActions();
  const [choice, setChoice] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [shared, setShared] = useState(false);
  const [problem, setProblem] = useState('');
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  // Without lists the only way is a new one; otherwise the most recently changed list is preselected.
  const chosen = choice ?? (isLoading ? null : (lists[0]?.id ?? newListOption));

  const change = (next: boolean) => {
    if (!next) {
      setAdded(null);
      setProblem('');
      setChoice(null);
      setNewName('');
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    const items = [{ productId: product.id, quantity }];
    if (chosen === newListOption) {
      const name = newName.trim();
      if (!name) {
        setProblem(t('orderListPicker.nameRequired'));
        return;
      }
      const result = await create({ name, privacy: shared ? 'company' : 'user', items });
      if (!result.ok) return setProblem(result.errors.map((error) => errorText(error.code)).join(' '));
      setAdded({ id: result.data.id, name: result.data.name });
      onAdded?.({ id: result.data.id, name: result.data.name });
      return;
    }
    if (!chosen) return;
    const result = await addItems(chosen, items);
    if (!result.ok) return setProblem(result.errors.map((error) => errorText(error.code)).join(' '));
    setAdded({ id: result.data.id, name: result.data.name });
    onAdded?.({ id: result.data.id, name: result.data.name });
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent data-slot="add-to-order-list-dialog" data-state={added ? 'added' : 'form'}>
        {added ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('orderListPicker.title')}</DialogTitle>
              <DialogDescription role="status">{t('orderListPicker.added', { name: added.name })}</DialogDescription>
            </DialogHeader>
            <DialogFooter className="items-center">
              {renderLink({
                href: orderListPath(added.id),
                className: orderListLinkClass,
                children: t('orderListPicker.viewList'),
              })}
              <Button type="button" onClick={() => change(false)}>
                {t('orderListPicker.cancel')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <DialogHeader>
              <DialogTitle>{t('orderListPicker.title')}</DialogTitle>
              <DialogDescription>
                {t('orderListPicker.description', {
                  quantity: new Intl.NumberFormat(locale).format(quantity),
                  name: product.name,
                })}
              </DialogDescription>
            </DialogHeader>
            {/* Rendered while the lists load too, so the dialog's first focus lands on the choice, not on Cancel. */}
            <Field label={t('orderListPicker.list')}>
              <select
                value={chosen ?? ''}
                aria-busy={isLoading || undefined}
                onChange={(event) => setChoice(event.target.value)}
                className={fieldControlVariants()}
              >
                {isLoading ? (
                  <option value="" disabled>
                    {t('orderListPicker.loading')}
                  </option>
                ) : (
                  <>
                    {lists.map((list) => (
                      <option key={list.id} value={list.id}>
                        {list.name}
                      </option>
                    ))}
                    <option value={newListOption}>{t('orderListPicker.newList')}</option>
                  </>
                )}
              </select>
            </Field>
            {chosen === newListOption ? (
              <>
                <Input
                  label={t('orderListPicker.newName')}
                  value={newName}
                  onValueChange={setNewName}
                  maxLength={orderListNameMaxLength}
                  required
                />
                <Checkbox
                  label={t('orderListPicker.shareWithCompany')}
                  checked={shared}
                  onCheckedChange={(checked) => setShared(checked === true)}
                />
              </>
            ) : null}
            {problem ? (
              <p role="alert" className="text-sm text-danger">
                {problem}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={() => change(false)}>
                {t('orderListPicker.cancel')}
              </Button>
              <Button type="submit" disabled={isMutating || isLoading}>
                {t('orderListPicker.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
