import {
  isSelectableDesiredDeliveryDate,
  orderReferenceMaxLength,
  type IsoDate,
  type OneTimeAddress,
  type ShippingMethodId,
  type ShippingOption,
} from '@ratchet/store-api-contract';

export type OrderReferenceCheck = { ok: true; value: string | null } | { ok: false; length: number };

/**
 * Order reference at checkout (account-area.md §5, §9): trimmed, empty means none,
 * at most 30 characters (counted in Unicode code points, as PostgreSQL char_length does).
 */
export function checkOrderReference(input: string | undefined | null): OrderReferenceCheck {
  const value = (input ?? '').trim();
  if (value === '') return { ok: true, value: null };
  const length = [...value].length;
  if (length > orderReferenceMaxLength) return { ok: false, length };
  return { ok: true, value };
}

/** Delivery or pickup follows from the shipping method (account-area.md §3 shipping option). */
export function shippingOptionOf(shippingMethod: ShippingMethodId): ShippingOption {
  return shippingMethod === 'pickup' ? 'pickup' : 'delivery';
}

/**
 * Countries a one-time shipping address may name, with the ids the address book uses for Austria and Belgium
 * (the seed's `countryAt`/`countryBe`) and fixed ids for the neighbours.
 */
export const deliveryCountries: Record<OneTimeAddress['countryIso'], { id: string; name: string }> = {
  AT: { id: '0d000000-0000-4000-8000-0000000000a1', name: 'Österreich' },
  BE: { id: '0d000000-0000-4000-8000-0000000000b1', name: 'België' },
  DE: { id: '0d000000-0000-4000-8000-0000000000d1', name: 'Deutschland' },
  FR: { id: '0d000000-0000-4000-8000-0000000000f1', name: 'France' },
  LU: { id: '0d000000-0000-4000-8000-0000000000c1', name: 'Luxembourg' },
  NL: { id: '0d000000-0000-4000-8000-0000000000e1', name: 'Nederland' },
};

/** Desired delivery date at checkout (account-area.md §9): null when none, else whether it may be chosen today. */
export function checkDesiredDeliveryDate(
  date: string | undefined,
  today: IsoDate,
): { ok: true; value: IsoDate | null } | { ok: false } {
  if (date === undefined || date === '') return { ok: true, value: null };
  return isSelectableDesiredDeliveryDate(date, today) ? { ok: true, value: date } : { ok: false };
}
