import {
  registrationLanguages,
  salutations,
  type Profile,
  type RegistrationLanguage,
  type Salutation,
} from '@ratchet/store-api-contract';
import type { ProfileRow } from './repo';

function salutationOf(value: string | null): Salutation | null {
  if (value === 'ms' || value === 'mrs') return 'female';
  if (value === 'mr') return 'male';
  return (salutations as readonly string[]).includes(value ?? '') ? (value as Salutation) : null;
}

function languageOf(value: string | null): RegistrationLanguage | null {
  return registrationLanguages.find((language) => language === value) ?? null;
}

/** The own contact data (dashboard contact information, profile form). */
export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    salutation: salutationOf(row.salutation),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    username: row.username,
    phone: row.phone,
    mobile: row.mobile,
    fax: row.fax,
    customerFunction: row.customer_function,
    language: languageOf(row.locale_code),
    leadBuyer: row.lead_buyer,
    apiAlias: 'ratchet_profile',
  };
}
