import type { Company, CompanyAddress, CompanyCountry, CompanyCustomer } from '@ratchet/store-api-contract';
import { euro, salutationOf } from './domain';
import type { CompanyAddressRow, CompanyCustomerRow, CompanyRow } from './repo';

/** The country of a stored address (the column's CHECK allows AT and BE only). */
function country(value: string | null): CompanyCountry {
  return value === 'BE' ? 'BE' : 'AT';
}

/** A user of the company (account-area.md §3 User (managed)). */
export function presentCompanyCustomer(row: CompanyCustomerRow): CompanyCustomer {
  const hasFlow = row.flow_id !== null && row.flow_name !== null;
  return {
    id: row.id,
    salutation: salutationOf(row.salutation),
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    email: row.email,
    active: row.active,
    leadBuyer: row.lead_buyer,
    flow: hasFlow ? { id: row.flow_id ?? '', name: row.flow_name ?? '' } : null,
    budget: hasFlow ? euro(row.flow_budget) : null,
    budgetRemaining: hasFlow ? euro(row.flow_budget_remaining) : null,
    awaitingActivation: row.awaiting_activation,
    createdAt: new Date(row.created_at).toISOString(),
    apiAlias: 'ratchet_company_customer',
  };
}

/** An address of the address book (account-area.md §3 Address). */
export function presentCompanyAddress(row: CompanyAddressRow): CompanyAddress {
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    email: row.email,
    street: row.street,
    houseNumber: row.house_number,
    box: row.box,
    zipcode: row.zipcode,
    city: row.city,
    additional: row.additional,
    country: country(row.country),
    isDefault: row.is_default,
    apiAlias: 'ratchet_company_address',
  };
}

/** The company for the dashboard (account-area.md §2: number, name, VAT, billing address). */
export function presentCompany(row: CompanyRow, defaultAddress: CompanyAddressRow | null): Company {
  const hasBillingAddress = row.street !== null && row.zipcode !== null && row.city !== null;
  return {
    id: row.id,
    companyNumber: row.company_number,
    name: row.name,
    vatNumber: row.vat_number,
    active: row.active,
    billingAddress: hasBillingAddress
      ? {
          street: row.street ?? '',
          houseNumber: row.house_number ?? '',
          box: row.box,
          zipcode: row.zipcode ?? '',
          city: row.city ?? '',
          additional: row.additional,
          country: country(row.country),
        }
      : null,
    defaultAddress: defaultAddress ? presentCompanyAddress(defaultAddress) : null,
    apiAlias: 'ratchet_company',
  };
}
