import type { CompanyAddress, CompanyAddressListResponse } from '@ratchet/store-api-contract';
import { Button, ConfirmDialog, EmptyState, RadioGroup, cn, defaultRenderLink, type RenderLink } from '@ratchet/ui';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { CompanyAddressLines } from './CompanyAddressLines';
import { useCompanyAddresses } from './useCompanyAddresses';

export type AddressBookProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The caller's company (`customer.company.id`): the address calls take it in their path. */
  companyId: string;
  /** The storefront loader's answer (first render without a request). */
  fallbackData?: CompanyAddressListResponse | undefined;
  /** Path of the create page (below the domain prefix). */
  createHref?: string | undefined;
  /** Path of an address's edit page. */
  editHref?: ((address: CompanyAddress) => string) | undefined;
  /** Renders links with the host router. */
  renderLink?: RenderLink | undefined;
  /** Announces that the create or edit form just stored an address (the host knows it from its navigation). */
  saved?: boolean | undefined;
};

const linkButtonClass =
  'inline-flex h-8 items-center rounded-md border border-transparent bg-secondary px-3 text-sm font-medium text-secondary-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus';

/**
 * The company's address book (account-area.md §2 Address book: list, create, edit, delete, set default; issue 11).
 * Exactly one address is the default; deleting it asks which address takes its place (the server refuses it
 * otherwise), and the only address cannot be deleted.
 */
export function AddressBook({
  companyId,
  fallbackData,
  createHref = '/account/addressbook/create',
  editHref = (address) => `/account/addressbook/details/${address.id}`,
  renderLink = defaultRenderLink,
  saved = false,
  className,
  ...props
}: AddressBookProps) {
  const { t, errorText } = useAccountText('addresses');
  const { addresses, isLoading, error, setDefault, deleteAddress, isMutating } = useCompanyAddresses(companyId, {
    fallbackData,
  });
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const [deleting, setDeleting] = useState<CompanyAddress | null>(null);
  const [newDefault, setNewDefault] = useState<string | null>(null);
  const others = deleting ? addresses.filter((address) => address.id !== deleting.id) : [];
  const toolbar = useRef<HTMLDivElement>(null);
  const deleted = useRef(false);

  // Set a frame after the first render, so the status region exists before its text and screen readers announce
  // it (account-area.md §8: success notices for addresses).
  useEffect(() => {
    if (!saved) return;
    const frame = requestAnimationFrame(() => setNotice(t('addresses.saved')));
    return () => cancelAnimationFrame(frame);
  }, [saved, t]);

  const makeDefault = async (address: CompanyAddress) => {
    setFailure('');
    const result = await setDefault(address.id);
    if (result.ok) setNotice(t('addresses.defaultChanged', { name: address.name }));
    else setFailure(errorText(result.errors[0]?.code));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteAddress(deleting.id, deleting.isDefault ? (newDefault ?? undefined) : undefined);
    if (!result.ok) {
      setFailure(errorText(result.errors[0]?.code));
      throw new Error('delete refused');
    }
    setFailure('');
    setNotice(t('addresses.deleted'));
    deleted.current = true;
  };

  return (
    <section
      data-slot="address-book"
      aria-busy={isLoading || isMutating}
      aria-label={t('addresses.list')}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div ref={toolbar} className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-success">
          {notice}
        </p>
        {renderLink({
          href: createHref,
          className: cn(linkButtonClass, 'bg-primary text-primary-foreground hover:bg-primary-hover'),
          children: t('addresses.create'),
        })}
      </div>
      {failure || error ? (
        <p role="alert" className="text-sm text-danger">
          {failure || errorText(error?.errors[0]?.code)}
        </p>
      ) : null}
      {!isLoading && addresses.length === 0 && !error ? (
        <EmptyState title={t('addresses.empty.title')} description={t('addresses.empty.text')} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <li
              key={address.id}
              data-state={address.isDefault ? 'default' : 'other'}
              aria-label={address.name}
              className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 data-[state=default]:border-primary"
            >
              <div className="flex items-start justify-between gap-2">
                <CompanyAddressLines address={address} countryName={t(`addresses.country.${address.country}`)} />
                {address.isDefault ? (
                  <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                    {t('addresses.default')}
                  </span>
                ) : null}
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                {renderLink({
                  href: editHref(address),
                  className: linkButtonClass,
                  'aria-label': `${t('addresses.edit')}: ${address.name}`,
                  children: t('addresses.edit'),
                })}
                {address.isDefault ? null : (
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={isMutating}
                    aria-label={`${t('addresses.setDefault')}: ${address.name}`}
                    onClick={() => void makeDefault(address)}
                  >
                    {t('addresses.setDefault')}
                  </Button>
                )}
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={isMutating}
                  aria-label={`${t('addresses.delete')}: ${address.name}`}
                  onClick={() => {
                    setNewDefault(null);
                    setFailure('');
                    setDeleting(address);
                  }}
                >
                  {t('addresses.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="destructive"
        title={t('addresses.deleteTitle')}
        description={
          deleting
            ? deleting.isDefault
              ? others.length
                ? t('addresses.deleteDefaultText', { name: deleting.name })
                : t('addresses.deleteOnlyText', { name: deleting.name })
              : t('addresses.deleteText', { name: deleting.name })
            : ''
        }
        confirmLabel={t('addresses.delete')}
        pending={isMutating}
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          // The button that opened the dialog went with its address: the focus goes to "New address" instead
          // of the page's start (WAI-ARIA dialog pattern).
          if (!deleted.current) return;
          deleted.current = false;
          const createLink = toolbar.current?.querySelector<HTMLElement>('a[href]');
          if (!createLink) return;
          event.preventDefault();
          createLink.focus();
        }}
      >
        {deleting?.isDefault && others.length ? (
          <RadioGroup
            label={t('addresses.newDefault')}
            required
            options={others.map((address) => ({
              value: address.id,
              label: address.name,
              description: `${address.street} ${address.houseNumber}, ${address.zipcode} ${address.city}`,
            }))}
            value={newDefault ?? ''}
            onValueChange={setNewDefault}
          />
        ) : null}
        {failure && deleting ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
