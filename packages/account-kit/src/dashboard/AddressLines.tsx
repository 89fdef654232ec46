import type { CustomerAddress } from '@ratchet/store-api-contract';

/** The lines of a postal address as a professional buyer reads them: recipient, street, postcode and city, country. */
export function AddressLines({
  address,
}: {
  /** The address (readCustomer's default billing or shipping address). */
  address: Pick<CustomerAddress, 'company' | 'firstName' | 'lastName' | 'street' | 'zipcode' | 'city'> & {
    country?: { name: string } | null;
  };
}) {
  const recipient = [address.company, `${address.firstName} ${address.lastName}`.trim()].filter(Boolean);
  return (
    <address data-slot="address-lines" className="flex flex-col text-sm not-italic">
      {recipient.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>{address.street}</span>
      <span>{`${address.zipcode} ${address.city}`}</span>
      {address.country ? <span>{address.country.name}</span> : null}
    </address>
  );
}
