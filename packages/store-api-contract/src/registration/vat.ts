/**
 * VAT number check (account-area.md §5 "VAT must be a valid number", issue 11): format and check digit per EU
 * member state with jsvat. No VIES lookup (the EU service cannot be reached from here; docs/decisions.md,
 * account area). Outside `rules/` because it imports jsvat; the registration schemas, the forms and the server
 * share it through the contract's root entry.
 */
import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} from 'jsvat';
import { compactVatNumber } from '../rules/registration';

/** The 27 EU member states jsvat checks (Greece under its VAT prefix EL). */
const euCountries = [
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
];

/** Result of a VAT number check. */
export interface VatNumberCheck {
  /** Format and check digit are right for the number's EU country. */
  valid: boolean;
  /** The compact form (`ATU13585627`), as stored and compared. */
  compact: string;
  /** ISO country code of the prefix when the country is an EU member state (`AT`; Greece answers `GR`). */
  country: string | null;
}

/** Checks a VAT number's format and check digit for its EU country (prefix required: `ATU…`, `BE0…`). */
export function checkVatNumber(value: string): VatNumberCheck {
  const compact = compactVatNumber(value);
  const result = checkVAT(compact, euCountries);
  return {
    valid: result.isValid && /^[A-Z]{2}/.test(compact),
    compact,
    country: result.isSupportedCountry ? (result.country?.isoCode.short ?? null) : null,
  };
}

/** True when the VAT number is valid in format and check digit for its EU country. */
export function isValidVatNumber(value: string): boolean {
  return checkVatNumber(value).valid;
}
