import type { Customer, CustomerAddress } from '@ratchet/store-api-contract';
import type { AddressRow, CustomerRow } from './repo';

/** A contract address from an address row. */
export function toAddress(row: AddressRow): CustomerAddress {
  return {
    id: row.id,
    customerId: row.customer_id,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company_name,
    street: row.street,
    zipcode: row.zipcode,
    city: row.city,
    countryId: row.country_id,
    country: { id: row.country_id, iso: row.country_iso, name: row.country_name, apiAlias: 'country' },
    apiAlias: 'customer_address',
  };
}

/** The customer answer (storefront.md §3 Customer) from its row and addresses. */
export function presentCustomer(row: CustomerRow, addresses: readonly AddressRow[]): Customer {
  const billing = addresses.find((address) => address.is_default_billing) ?? null;
  const shipping = addresses.find((address) => address.is_default_shipping) ?? null;
  return {
    id: row.id,
    active: row.active,
    guest: false,
    salutation: row.salutation,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    customerNumber: row.username,
    company: {
      id: row.company_id,
      companyNumber: row.company_number,
      name: row.company_name,
      active: row.company_active,
    },
    customFields: { ratchet_oci_customer: row.oci_customer },
    extensions: { ratchet: { username: row.username, leadBuyer: row.lead_buyer } },
    flow:
      row.flow_id !== null && row.flow_name !== null
        ? {
            id: row.flow_id,
            name: row.flow_name,
            budget: Number(row.flow_budget),
            budgetRemaining: Number(row.flow_budget_remaining),
          }
        : null,
    defaultBillingAddressId: billing?.id ?? null,
    defaultShippingAddressId: shipping?.id ?? null,
    defaultBillingAddress: billing ? toAddress(billing) : null,
    defaultShippingAddress: shipping ? toAddress(shipping) : null,
    addresses: addresses.map(toAddress),
    orderCount: row.order_count,
    doubleOptInRegistration: false,
    doubleOptInConfirmDate: null,
    apiAlias: 'customer',
  };
}
