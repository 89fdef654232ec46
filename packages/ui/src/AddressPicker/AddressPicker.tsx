import { useState, type ComponentProps, type ReactNode } from 'react';
import { Field, fieldControlVariants } from '../Field';
import { RadioGroup, type RadioOption } from '../RadioGroup';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { addressPickerMessages } from './messages';

/** An address as the picker and the order summary show it. */
export interface PostalAddress {
  company?: string | null | undefined;
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
  /** Country name in the shop language. */
  countryName?: string | null | undefined;
}

/** A saved address of the company (address book). */
export interface SavedAddress extends PostalAddress {
  id: string;
}

/** The fields of a one-time shipping address as typed. */
export interface OneTimeAddressDraft {
  company: string;
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
  /** ISO 3166-1 alpha-2 code of the country. */
  countryIso: string;
}

/** The fields of a one-time address that must not be empty. */
export const requiredAddressFields = ['firstName', 'lastName', 'street', 'zipcode', 'city', 'countryIso'] as const;

/** The choice: a saved address, or a one-time address typed for this order. */
export type AddressChoice = { kind: 'saved'; addressId: string } | { kind: 'oneTime'; address: OneTimeAddressDraft };

/** A country a one-time address may be in. */
export interface CountryOption {
  iso: string;
  name: string;
}

/** The missing required fields of a one-time address (trimmed); empty when it is complete. */
export function missingAddressFields(address: OneTimeAddressDraft): (typeof requiredAddressFields)[number][] {
  return requiredAddressFields.filter((field) => address[field].trim() === '');
}

/** An address as lines: company, name, street, postcode and city, country. */
export function AddressLines({ address, className }: { address: PostalAddress; className?: string | undefined }) {
  return (
    <span data-slot="address-lines" className={cn('flex flex-col not-italic', className)}>
      {address.company ? <span>{address.company}</span> : null}
      <span>
        {address.firstName} {address.lastName}
      </span>
      <span>{address.street}</span>
      <span>
        {address.zipcode} {address.city}
      </span>
      {address.countryName ? <span>{address.countryName}</span> : null}
    </span>
  );
}

const oneTimeValue = '__one-time';

export type AddressPickerProps = Omit<ComponentProps<'div'>, 'children' | 'onChange' | 'defaultValue'> & {
  /** Visible name of the choice (e.g. "Shipping address"). */
  label: ReactNode;
  /** The company's saved addresses. */
  addresses: readonly SavedAddress[];
  /** The choice (controlled). */
  value?: AddressChoice | null | undefined;
  /** The choice at start (uncontrolled). */
  defaultValue?: AddressChoice | null | undefined;
  /** Called with every change (each keystroke of a one-time address included). */
  onChange?: ((choice: AddressChoice | null) => void) | undefined;
  /** Offers a one-time address (shipping address only). */
  allowOneTime?: boolean | undefined;
  /** Countries of a one-time address; the first is the default. */
  countries?: readonly CountryOption[] | undefined;
  /** Shows which required fields of the one-time address are empty (e.g. after a submit attempt). */
  showErrors?: boolean | undefined;
  /** Disables the choice. */
  disabled?: boolean | undefined;
};

/**
 * Chooses an address of the company's address book, or (shipping address) a one-time address for this order only
 * (issue 10 checkout). The one-time fields keep what was typed when the buyer switches back and forth.
 */
export function AddressPicker({
  label,
  addresses,
  value: valueProp,
  defaultValue = null,
  onChange,
  allowOneTime = false,
  countries = [],
  showErrors = false,
  disabled = false,
  className,
  ...props
}: AddressPickerProps) {
  const t = useUiMessages(addressPickerMessages);
  const [choice, setChoice] = useControllableState<AddressChoice | null>({
    value: valueProp,
    defaultValue,
    onChange,
  });
  const [draft, setDraft] = useState<OneTimeAddressDraft>(() =>
    choice?.kind === 'oneTime'
      ? choice.address
      : {
          company: '',
          firstName: '',
          lastName: '',
          street: '',
          zipcode: '',
          city: '',
          countryIso: countries[0]?.iso ?? '',
        },
  );
  const options: RadioOption[] = addresses.map((address) => ({
    value: address.id,
    label: <AddressLines address={address} />,
  }));
  if (allowOneTime) {
    options.push({ value: oneTimeValue, label: t('oneTime'), description: t('oneTimeDescription') });
  }
  const selected = choice === null ? '' : choice.kind === 'saved' ? choice.addressId : oneTimeValue;
  const oneTime = choice?.kind === 'oneTime' ? choice.address : draft;
  const missing = showErrors && choice?.kind === 'oneTime' ? missingAddressFields(choice.address) : [];

  const update = (field: keyof OneTimeAddressDraft, text: string) => {
    const next = { ...oneTime, [field]: text };
    setDraft(next);
    setChoice({ kind: 'oneTime', address: next });
  };
  const input = (field: keyof OneTimeAddressDraft, autoComplete: string, required: boolean) => (
    <Field
      label={t(field === 'countryIso' ? 'country' : field)}
      required={required}
      error={missing.includes(field as (typeof requiredAddressFields)[number]) ? t('required') : undefined}
    >
      {field === 'countryIso' ? (
        <select
          value={oneTime.countryIso}
          autoComplete={autoComplete}
          disabled={disabled}
          onChange={(event) => update(field, event.target.value)}
          className={fieldControlVariants()}
        >
          {countries.map((country) => (
            <option key={country.iso} value={country.iso}>
              {country.name}
            </option>
          ))}
        </select>
      ) : (
        <input
          value={oneTime[field]}
          autoComplete={autoComplete}
          disabled={disabled}
          onChange={(event) => update(field, event.target.value)}
          className={fieldControlVariants()}
        />
      )}
    </Field>
  );

  return (
    <div
      data-slot="address-picker"
      data-state={choice?.kind ?? 'none'}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <RadioGroup
        label={label}
        options={options}
        value={selected}
        disabled={disabled}
        description={addresses.length === 0 ? t('noAddresses') : undefined}
        onValueChange={(next) =>
          setChoice(next === oneTimeValue ? { kind: 'oneTime', address: draft } : { kind: 'saved', addressId: next })
        }
      />
      {choice?.kind === 'oneTime' ? (
        <div data-slot="address-picker-one-time" className="grid gap-3 border-l-2 border-border pl-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{input('company', 'organization', false)}</div>
          {input('firstName', 'given-name', true)}
          {input('lastName', 'family-name', true)}
          <div className="sm:col-span-2">{input('street', 'address-line1', true)}</div>
          {input('zipcode', 'postal-code', true)}
          {input('city', 'address-level2', true)}
          <div className="sm:col-span-2">{input('countryIso', 'country', true)}</div>
        </div>
      ) : null}
    </div>
  );
}
