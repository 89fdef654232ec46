import { useNotifications, useOrderReferenceSearch } from '@ratchet/commerce-hooks';
import { formatPrice } from '@ratchet/store-api-contract/rules';
import { Button, Combobox } from '@ratchet/ui';
import { useEffect } from 'react';
import { useI18n } from '../../i18n/I18nProvider';

/**
 * The checkout's order reference search (account-area.md §7 Order references, issue 12): the references the buyer
 * may use that match the typed text, each with the budget left; choosing one assigns it to the cart (its budget then
 * shows and blocks in the cart), and the assigned one can be removed. Loaded in its own chunk (the checkout's budget).
 */
export function OrderReferenceSearch({
  disabled,
  initialQuery = '',
}: {
  disabled?: boolean | undefined;
  /** What the buyer typed into the placeholder before this chunk was there (LazyOrderReferenceSearch). */
  initialQuery?: string | undefined;
}) {
  const { t, locale, errorText } = useI18n(['checkout']);
  const notifications = useNotifications();
  const search = useOrderReferenceSearch();
  const { setQuery } = search;
  useEffect(() => {
    if (initialQuery) setQuery(initialQuery);
  }, [initialQuery, setQuery]);
  const items = search.results.map((reference) => ({
    id: reference.id,
    label: reference.name,
    description:
      reference.budgetRemaining === null
        ? undefined
        : t('checkout.referenceLeft', { remaining: formatPrice(reference.budgetRemaining, locale) }),
  }));
  return (
    <div data-slot="order-reference-search" className="flex flex-col gap-2">
      <Combobox
        label={t('checkout.referenceSearch')}
        description={t('checkout.referenceSearchHint')}
        items={items}
        filtering="none"
        value={null}
        inputValue={search.query}
        onInputChange={search.setQuery}
        loading={search.isSearching}
        emptyText={search.hasSearched ? t('checkout.referenceNone') : undefined}
        isDisabled={disabled}
        errorMessage={search.error ? errorText(search.error.errors[0]?.code) : undefined}
        onChange={(id) => {
          if (!id) return;
          search.setQuery('');
          void search.assign(id).catch((error: unknown) => notifications.error(error));
        }}
      />
      {search.assigned ? (
        <p data-slot="order-reference-assigned" className="flex items-center gap-2 text-sm">
          <span>{t('checkout.referenceAssigned', { name: search.assigned.name })}</span>
          <Button
            variant="link"
            size="sm"
            disabled={disabled}
            onClick={() => void search.remove().catch((error: unknown) => notifications.error(error))}
          >
            {t('checkout.referenceRemove')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
