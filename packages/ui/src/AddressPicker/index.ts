export { AddressLines, AddressPicker, missingAddressFields, requiredAddressFields } from './AddressPicker';
export type {
  AddressChoice,
  AddressPickerProps,
  CountryOption,
  OneTimeAddressDraft,
  PostalAddress,
  SavedAddress,
} from './AddressPicker';
