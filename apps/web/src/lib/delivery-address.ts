import { USER_TYPE, type User } from '@boucherie/contract';

/** A delivery address as its form fields hold it: text as typed, the company empty but for a pro. */
export type AddressValues = {
  company: string;
  firstName: string;
  lastName: string;
  street: string;
  postcode: string;
  city: string;
};

/**
 * The Selected address prefilled from the profile (streetAndNumber → street, postCode → postcode…);
 * a pro's delivery goes to the company. One rule for an order and a standing order.
 */
export function addressFromProfile(user: User | null): AddressValues {
  return {
    company: user?.userType === USER_TYPE.pro ? (user.company ?? '') : '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    street: user?.streetAndNumber ?? '',
    postcode: user?.postCode ?? '',
    city: user?.locality ?? '',
  };
}

/** The address as sent to the server, trimmed, in France (the caller adds a pro's company its own way). */
export function trimmedAddress(address: AddressValues) {
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    street: address.street.trim(),
    postcode: address.postcode.trim(),
    city: address.city.trim(),
    country: 'FR',
  };
}
