import type { CompanyAddress } from '@ratchet/store-api-contract';

/** An address of the company's book as a buyer reads it: name, street and number (box), postcode and city, country. */
export function CompanyAddressLines({
  address,
  countryName,
}: {
  /** The address (or the company's billing address, which has no name). */
  address: Pick<CompanyAddress, 'street' | 'houseNumber' | 'box' | 'zipcode' | 'city' | 'additional'> & {
    name?: string;
    email?: string | null;
  };
  /** The country's name in the user's language. */
  countryName: string;
}) {
  const street =
    [address.street, address.houseNumber].filter(Boolean).join(' ') + (address.box ? ` / ${address.box}` : '');
  return (
    <address data-slot="company-address" className="flex flex-col text-sm not-italic">
      {address.name ? <span className="font-medium">{address.name}</span> : null}
      <span>{street}</span>
      {address.additional ? <span>{address.additional}</span> : null}
      <span>{`${address.zipcode} ${address.city}`}</span>
      <span>{countryName}</span>
      {address.email ? <span className="text-muted-foreground">{address.email}</span> : null}
    </address>
  );
}
