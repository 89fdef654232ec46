import { useQuickSearch } from '@ratchet/commerce-hooks';
import type { ArticleLink, StoreApiError } from '@ratchet/store-api-contract';
import { articleLinkDescriptionMaxLength, customerSkuMaxLength } from '@ratchet/store-api-contract/rules';
import { Button, Combobox, Input, cn } from '@ratchet/ui';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useAccountText } from '../i18n';
import { articleLinkSearchDebounceMs } from './ArticleLinkList';
import { useArticleLinkActions } from './useArticleLinkActions';

export type ArticleLinkFormProps = Omit<ComponentProps<'form'>, 'children' | 'onSubmit'> & {
  /** The link to edit; without it the form creates one. */
  link?: ArticleLink | undefined;
  /** Called with the saved link (the host goes back to the list). */
  onSaved?: ((link: ArticleLink, created: boolean) => void) | undefined;
  /** Called by the cancel button. */
  onCancel?: (() => void) | undefined;
  /**
   * A new link's starting values (the details route's `{productNumber?}/{customerSku?}` segments): the shop article
   * number typed into the product field (sent as the number unless the user picks a product) and the own number.
   */
  initial?: { productNumber?: string | undefined; customerSku?: string | undefined } | undefined;
};

/** How a product reads in the typeahead: shop article number and name. */
const productLabel = (product: { productNumber: string; translated: { name: string } }) =>
  `${product.productNumber} · ${product.translated.name}`;

const codeField: Record<string, 'product' | 'customerSku'> = {
  RATCHET__ARTICLE_LINK_PRODUCT_ID_NOT_UNIQUE: 'product',
  RATCHET__ARTICLE_LINK_PRODUCT_ID_NOT_FOUND: 'product',
  RATCHET__ARTICLE_LINK_WRONG_ARTICLE_NUMBER: 'product',
  RATCHET__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE: 'customerSku',
};

/**
 * Create or edit an article link (account-area.md §2 articlelinks/create and details, §3 Article link, §5, §8): the
 * product by a typeahead over the shop's quick search (a number typed without choosing is sent as the shop article
 * number), the customer's own article number and a description. The server's codes (number taken, product already
 * linked, unknown article number) show at their field.
 */
export function ArticleLinkForm({ link, onSaved, onCancel, initial, className, ...props }: ArticleLinkFormProps) {
  const { t, errorText } = useAccountText('articleLinks');
  const { createLink, updateLink, isMutating } = useArticleLinkActions();
  const search = useQuickSearch({ debounceMs: articleLinkSearchDebounceMs });
  const [productId, setProductId] = useState<string | null>(null);
  const [productText, setProductText] = useState(link ? '' : (initial?.productNumber ?? ''));
  const [customerSku, setCustomerSku] = useState(link?.customerSku ?? initial?.customerSku ?? '');
  const [description, setDescription] = useState(link?.description ?? '');
  const [errors, setErrors] = useState<{ product?: string; customerSku?: string; form?: string }>({});

  const showProblems = (problems: StoreApiError[]) => {
    const next: typeof errors = {};
    for (const problem of problems) {
      const field = codeField[problem.code] ?? 'form';
      next[field] ??= errorText(problem.code);
    }
    setErrors(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = productText.trim();
    const problems: typeof errors = {};
    if (!link && !productId && typed === '') problems.product = t('articleLinks.form.productRequired');
    if (customerSku.trim() === '') problems.customerSku = t('articleLinks.form.customerSkuRequired');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const body = { customerSku: customerSku.trim(), description: description.trim() };
    const result = link
      ? await updateLink(link.id, body)
      : await createLink(productId ? { productId, ...body } : { productNumber: typed, ...body });
    if (!result.ok) {
      showProblems(result.errors);
      return;
    }
    onSaved?.(result.data, !link);
  };

  return (
    <form
      data-slot="article-link-form"
      data-state={link ? 'edit' : 'create'}
      noValidate
      onSubmit={(event) => void submit(event)}
      className={cn('flex max-w-xl flex-col gap-4', className)}
      {...props}
    >
      {link ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('articleLinks.column.productNumber')}</dt>
          <dd>{link.productNumber}</dd>
          <dt className="text-muted-foreground">{t('articleLinks.column.productName')}</dt>
          <dd>{link.productName}</dd>
        </dl>
      ) : (
        <Combobox
          label={t('articleLinks.form.product')}
          description={t('articleLinks.form.productHelp')}
          placeholder={t('articleLinks.form.productPlaceholder')}
          items={search.visibleResults.map((product) => ({ id: product.id, label: productLabel(product) }))}
          filtering="none"
          allowsCustomValue
          loading={search.isSearching}
          emptyText={search.isSearching ? t('articleLinks.form.searching') : t('articleLinks.form.noProducts')}
          inputValue={productText}
          onInputChange={(text) => {
            setProductText(text);
            // Choosing an item writes its label into the field: that text keeps the choice, any other searches anew.
            const chosen = search.visibleResults.find((product) => productLabel(product) === text);
            setProductId(chosen?.id ?? null);
            if (!chosen) search.setQuery(text);
          }}
          value={productId}
          onChange={(id) => {
            const chosen = search.visibleResults.find((product) => product.id === id);
            if (!chosen) return;
            setProductId(chosen.id);
            setProductText(productLabel(chosen));
          }}
          errorMessage={errors.product}
          isRequired
        />
      )}
      <Input
        label={t('articleLinks.form.customerSku')}
        value={customerSku}
        onValueChange={setCustomerSku}
        maxLength={customerSkuMaxLength}
        required
        status={errors.customerSku ? 'error' : undefined}
        message={errors.customerSku}
        autoComplete="off"
      />
      <Input
        label={t('articleLinks.form.description')}
        value={description}
        onValueChange={setDescription}
        maxLength={articleLinkDescriptionMaxLength}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={isMutating}>
          {t('articleLinks.form.save')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('articleLinks.form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
