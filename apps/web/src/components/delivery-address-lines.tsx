import type { DeliveryAddress } from '@boucherie/contract';

/**
 * A delivery address as it is written on an envelope: the company first (a pro's), the person, the street,
 * the post code and city. The caller wraps it in its own `<address>`, with what it adds below.
 */
export function DeliveryAddressLines({ address }: { address: DeliveryAddress }) {
  return (
    <>
      {address.company && (
        <>
          <span className="font-semibold">{address.company}</span>
          <br />
        </>
      )}
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      <br />
      {address.postcode} {address.city}
    </>
  );
}
