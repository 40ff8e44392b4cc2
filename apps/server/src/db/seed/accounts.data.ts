/** The demo accounts of the brief; all verified, all with the password below. */
export const DEMO_PASSWORD = 'Demo-Boucherie-2026';

export type SeedAccount = {
  role: 'customer' | 'staff' | 'admin';
  /** Staff: the departments of the shops they work at. */
  shops?: string[];
  userType: 1 | 2;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  vatNumber: string | null;
  phoneNumber: string;
  streetAndNumber: string;
  postCode: string;
  locality: string;
  favoriteStore: string;
};

export const accounts: SeedAccount[] = [
  {
    role: 'customer',
    userType: 1,
    email: 'marie@example.com',
    firstName: 'Marie',
    lastName: 'Lefèvre',
    company: null,
    vatNumber: null,
    phoneNumber: '+33612345601',
    streetAndNumber: '8 rue des Clercs',
    postCode: '57000',
    locality: 'Metz',
    favoriteStore: 'METZ-CENTRE',
  },
  {
    role: 'customer',
    userType: 2,
    email: 'chef@example.com',
    firstName: 'Julien',
    lastName: 'Marchal',
    company: 'Bistrot du Marché',
    // SIREN 404 833 048 with its French key 83.
    vatNumber: 'FR83404833048',
    phoneNumber: '+33612345602',
    streetAndNumber: '2 place de la Cathédrale',
    postCode: '57000',
    locality: 'Metz',
    favoriteStore: 'METZ-CENTRE',
  },
  {
    role: 'staff',
    userType: 1,
    email: 'staff@example.com',
    firstName: 'Lucas',
    lastName: 'Thirion',
    company: null,
    vatNumber: null,
    phoneNumber: '+33612345603',
    streetAndNumber: '14 rue Taison',
    postCode: '57000',
    locality: 'Metz',
    favoriteStore: 'METZ-CENTRE',
    shops: ['METZ-CENTRE'],
  },
  {
    role: 'staff',
    userType: 1,
    email: 'staff.woippy@example.com',
    firstName: 'Inès',
    lastName: 'Gauthier',
    company: null,
    vatNumber: null,
    phoneNumber: '+33612345604',
    streetAndNumber: '5 rue de Metz',
    postCode: '57140',
    locality: 'Woippy',
    favoriteStore: 'WOIPPY',
    shops: ['WOIPPY'],
  },
  {
    role: 'admin',
    userType: 1,
    email: 'admin@example.com',
    firstName: 'Bernard',
    lastName: 'Thirion',
    company: null,
    vatNumber: null,
    phoneNumber: '+33612345605',
    streetAndNumber: '1 place Saint-Jacques',
    postCode: '57000',
    locality: 'Metz',
    favoriteStore: 'METZ-CENTRE',
  },
];
