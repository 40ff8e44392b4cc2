import type { User } from '@boucherie/contract';

/** A complete User as the API answers it; tests override what they look at. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    userType: 1,
    email: 'marie@example.com',
    email2: null,
    firstName: 'Marie',
    lastName: 'Durand',
    company: null,
    vatNumber: null,
    phoneNumber: '+33612345678',
    phoneNumber2: null,
    streetAndNumber: '3 rue des Clercs',
    postCode: '57000',
    locality: 'Metz',
    country: 'FR',
    favoriteStore: null,
    wantsNewsletter: false,
    isVerified: true,
    role: 'customer',
    proStatus: overrides.userType === 2 ? 'approved' : 'none',
    pendingPhoneNumber: null,
    pendingEmail: null,
    paymentTerms: null,
    ...overrides,
  };
}
