export { AddressBook } from './AddressBook';
export type { AddressBookProps } from './AddressBook';
export { AddressForm } from './AddressForm';
export type { AddressFormProps } from './AddressForm';
export { CompanyAddressLines } from './CompanyAddressLines';
export { useCompanyAddresses } from './useCompanyAddresses';
export type { UseCompanyAddressesReturn } from './useCompanyAddresses';
