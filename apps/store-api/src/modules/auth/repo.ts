import type { Customer, CustomerAddress } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';

interface CustomerRow {
  id: string;
  active: boolean;
  salutation: string | null;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  lead_buyer: boolean;
  oci_customer: boolean;
  company_id: string;
  company_number: string;
  company_name: string;
  company_active: boolean;
  flow_id: string | null;
  flow_name: string | null;
  flow_budget: number | null;
  flow_budget_remaining: number | null;
  order_count: number;
}

/** A customer_address row with its country (also read when an order copies the addresses). */
export interface AddressRow {
  id: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  street: string;
  zipcode: string;
  city: string;
  country_id: string;
  country_iso: string;
  country_name: string;
  is_default_billing: boolean;
  is_default_shipping: boolean;
}

function toAddress(row: AddressRow): CustomerAddress {
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

/** The customer with company, addresses, flow budget and order count (storefront.md §3 Customer). */
export async function loadCustomer(db: Database, customerId: string): Promise<Customer | null> {
  const { rows } = await db.query<CustomerRow>(
    `SELECT cu.id, cu.active, cu.salutation, cu.first_name, cu.last_name, cu.email, cu.username, cu.lead_buyer,
            cu.oci_customer, co.id AS company_id, co.company_number, co.name AS company_name, co.active AS company_active,
            f.id AS flow_id, f.name AS flow_name, f.budget AS flow_budget, f.budget_remaining AS flow_budget_remaining,
            (SELECT count(*)::int FROM sales_order o WHERE o.customer_id = cu.id) AS order_count
       FROM customer cu
       JOIN company co ON co.id = cu.company_id
       LEFT JOIN order_flow_customer fc ON fc.customer_id = cu.id
       LEFT JOIN order_flow f ON f.id = fc.flow_id AND f.active
      WHERE cu.id = $1`,
    [customerId],
  );
  const row = rows[0];
  if (!row) return null;
  const addresses = (
    await db.query<AddressRow>('SELECT * FROM customer_address WHERE customer_id = $1 ORDER BY id', [customerId])
  ).rows;
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
