import type { Customer } from '@ratchet/commerce-hooks';
import type { Company } from '@ratchet/store-api-contract';
import type { AccountFeatureFlags, RightEntry } from '@ratchet/store-api-contract/rules';
import { cn, defaultRenderLink, type RenderLink } from '@ratchet/ui';
import type { ComponentProps, ReactNode } from 'react';
import { useAccountText } from '../i18n';
import { accountNavigationItems } from '../navigation/navigationItems';
import { CompanyAddressLines } from '../addresses/CompanyAddressLines';
import { AddressLines } from './AddressLines';

export type DashboardOverviewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The logged-in customer (readCustomer: contact data, default addresses). */
  customer: Customer;
  /**
   * The customer's company (readCompany: number, name, VAT number, billing address, the address book's default);
   * while it is missing the customer's own company fields and default addresses stand in.
   */
  company?: Company | undefined;
  /** The customer's rights: the links lead only where the guards let them in. */
  rights: readonly RightEntry[];
  /** Feature flags the route table asks for. */
  flags?: AccountFeatureFlags | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
};

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section
      data-slot="dashboard-card"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
      aria-label={title}
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
      {action ? <div className="mt-auto pt-2 text-sm">{action}</div> : null}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const actionLinkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

/**
 * The dashboard (account-area.md §2 screen contents): contact information, shipping address, company information
 * (number, name, VAT, billing address) and links into the screens the customer's rights open (issue 11).
 */
export function DashboardOverview({
  customer,
  company,
  rights,
  flags,
  renderLink = defaultRenderLink,
  className,
  ...props
}: DashboardOverviewProps) {
  const { t } = useAccountText('account');
  const addresses = useAccountText('addresses');
  const countryName = (code: string) => addresses.t(`addresses.country.${code === 'BE' ? 'BE' : 'AT'}`);
  const links = accountNavigationItems(rights, flags).filter((item) => item.name !== 'dashboard');
  const may = (name: string) => links.some((item) => item.name === name);
  const none = t('account.dashboard.company.none');
  return (
    <div data-slot="dashboard-overview" className={cn('grid gap-4 md:grid-cols-2', className)} {...props}>
      <Card
        title={t('account.dashboard.contact.title')}
        action={
          may('profile')
            ? renderLink({
                href: '/account/profile',
                className: actionLinkClass,
                children: t('account.dashboard.contact.edit'),
              })
            : null
        }
      >
        <dl className="flex flex-col gap-1">
          <Row label={t('account.dashboard.contact.name')}>{`${customer.firstName} ${customer.lastName}`}</Row>
          <Row label={t('account.dashboard.contact.username')}>{customer.extensions.ratchet.username}</Row>
          <Row label={t('account.dashboard.contact.email')}>{customer.email}</Row>
          <Row label={t('account.dashboard.contact.leadBuyer')}>
            {customer.extensions.ratchet.leadBuyer ? t('account.common.yes') : t('account.common.no')}
          </Row>
        </dl>
      </Card>
      <Card
        title={t('account.dashboard.shipping.title')}
        action={
          may('addresses')
            ? renderLink({
                href: '/account/addressbook',
                className: actionLinkClass,
                children: t('account.dashboard.shipping.manage'),
              })
            : null
        }
      >
        {company?.defaultAddress ? (
          <CompanyAddressLines
            address={company.defaultAddress}
            countryName={countryName(company.defaultAddress.country)}
          />
        ) : customer.defaultShippingAddress ? (
          <AddressLines address={customer.defaultShippingAddress} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('account.dashboard.shipping.none')}</p>
        )}
      </Card>
      <Card title={t('account.dashboard.company.title')}>
        <dl className="flex flex-col gap-1">
          <Row label={t('account.dashboard.company.number')}>{(company ?? customer.company).companyNumber || none}</Row>
          <Row label={t('account.dashboard.company.name')}>{(company ?? customer.company).name || none}</Row>
          <Row label={t('account.dashboard.company.vat')}>{company?.vatNumber || none}</Row>
          <Row label={t('account.dashboard.company.billing')}>
            {company?.billingAddress ? (
              <CompanyAddressLines
                address={company.billingAddress}
                countryName={countryName(company.billingAddress.country)}
              />
            ) : customer.defaultBillingAddress ? (
              <AddressLines address={customer.defaultBillingAddress} />
            ) : (
              none
            )}
          </Row>
        </dl>
      </Card>
      <Card title={t('account.dashboard.links.title')}>
        {links.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {links.map((item) => (
              <li key={item.name}>
                {renderLink({
                  href: item.path,
                  className: actionLinkClass,
                  children: t(`account.navigation.${item.name}`),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('account.dashboard.links.empty')}</p>
        )}
      </Card>
    </div>
  );
}
