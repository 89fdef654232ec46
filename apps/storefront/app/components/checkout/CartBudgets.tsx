import type { Cart } from '@ratchet/commerce-hooks';
import { formatPrice } from '@ratchet/store-api-contract/rules';
import { useI18n } from '../../i18n/I18nProvider';

/**
 * The budgets an order of this cart is charged to (account-area.md §3 Flow and Order reference, storefront.md §3
 * orderFlowBudget, orderReferenceBudget): what is left of the buyer's flow budget and of the cart's order reference
 * budget in this period, the live figures of the store-API, in euro with the locale's decimals. Nothing without a
 * budget (no flow, no reference with a budget, or prices withheld).
 */
export function CartBudgets({ extensions }: { extensions: Cart['extensions'] | undefined }) {
  const { t, locale } = useI18n(['checkout']);
  const flow = extensions?.orderFlowBudget;
  const reference = extensions?.orderReferenceBudget;
  const referenceName = extensions?.['order-reference-id']?.name;
  if (!flow && !reference) return null;
  return (
    <ul data-slot="cart-budgets" className="flex flex-col gap-1 text-sm text-muted-foreground">
      {flow ? (
        <li data-budget="flow">
          {t('cart.budget.flow', {
            remaining: formatPrice(flow.budgetRemaining, locale),
            budget: formatPrice(flow.budget, locale),
          })}
        </li>
      ) : null}
      {reference ? (
        <li data-budget="orderReference">
          {t('cart.budget.reference', {
            name: referenceName ?? '',
            remaining: formatPrice(reference.budgetRemaining, locale),
            budget: formatPrice(reference.budget, locale),
          })}
        </li>
      ) : null}
    </ul>
  );
}
