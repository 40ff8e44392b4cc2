// Demo shops of the business, seeded into an empty database unless DEMO_DATA=false.
// Addresses are fictional (real street names, invented numbers); phones and e-mails are placeholders.

export { BUSINESS_NAME } from '../../modules/identity/business-name.js';

export type SeedShop = {
  department: string;
  name: string;
  street: string;
  postCode: string;
  city: string;
  country: 'FR';
  phone: string;
  email: string;
  openingHours: { weekday: number; periods: { opens: string; closes: string }[] }[];
  closingDays: { date: string; reason: string }[];
  cutOff: { daysBefore: number; time: string };
  dailyCapacity: number;
  delivers: boolean;
  deliveryZones: { name: string; postCodes: string[]; feeCents: number; minimumOrderCents: number }[];
  /** Weekly delivery rounds (ADR 044): two or three a day the shop delivers. */
  deliveryRounds: { weekday: number; starts: string; ends: string; capacity: number }[];
  /** The owner's payment rule (ADR 049); unsaid, paid at the shop. */
  paymentPolicy?: 'counter' | 'online_or_counter' | 'online';
};

/** The same rounds on each of `weekdays`. */
const rounds = (weekdays: number[], times: [string, string, number][]): SeedShop['deliveryRounds'] =>
  weekdays.flatMap((weekday) => times.map(([starts, ends, capacity]) => ({ weekday, starts, ends, capacity })));

/** Public holidays of Alsace-Moselle (incl. Saint-Étienne and Vendredi saint) that fall on an opening day. */
const holidays: SeedShop['closingDays'] = [
  { date: '2026-12-25', reason: 'Noël' },
  { date: '2026-12-26', reason: 'Saint-Étienne' },
  { date: '2027-01-01', reason: 'Jour de l’an' },
  { date: '2027-03-26', reason: 'Vendredi saint' },
  { date: '2027-05-01', reason: 'Fête du Travail' },
  { date: '2027-05-06', reason: 'Ascension' },
  { date: '2027-07-14', reason: 'Fête nationale' },
  { date: '2027-11-11', reason: 'Armistice' },
];

const morning = { opens: '08:00', closes: '12:30' };

export const shops: SeedShop[] = [
  {
    department: 'METZ-CENTRE',
    name: 'Maison Thirion Metz-Centre',
    // The demo shop where a customer may pay by card (the demo provider's page, with `npm start`).
    paymentPolicy: 'online_or_counter',
    street: '14 rue Taison',
    postCode: '57000',
    city: 'Metz',
    country: 'FR',
    phone: '03 87 36 42 18',
    email: 'metz-centre@example.com',
    openingHours: [
      { weekday: 1, periods: [] },
      { weekday: 2, periods: [morning, { opens: '14:30', closes: '19:00' }] },
      { weekday: 3, periods: [morning, { opens: '14:30', closes: '19:00' }] },
      { weekday: 4, periods: [morning, { opens: '14:30', closes: '19:00' }] },
      { weekday: 5, periods: [morning, { opens: '14:30', closes: '19:00' }] },
      { weekday: 6, periods: [{ opens: '07:30', closes: '18:00' }] },
      { weekday: 7, periods: [{ opens: '08:30', closes: '12:30' }] },
    ],
    closingDays: holidays,
    cutOff: { daysBefore: 1, time: '18:00' },
    dailyCapacity: 40,
    delivers: true,
    deliveryRounds: [
      ...rounds(
        [2, 3, 4, 5],
        [
          ['08:00', '10:00', 6],
          ['10:00', '12:00', 6],
          ['15:00', '18:00', 6],
        ],
      ),
      ...rounds(
        [6],
        [
          ['08:00', '10:00', 6],
          ['10:00', '12:00', 6],
        ],
      ),
      ...rounds(
        [7],
        [
          ['09:00', '11:00', 4],
          ['11:00', '12:30', 4],
        ],
      ),
    ],
    deliveryZones: [
      { name: 'Metz', postCodes: ['57000', '57050', '57070'], feeCents: 490, minimumOrderCents: 3000 },
      {
        name: 'Couronne messine',
        postCodes: ['57140', '57155', '57160', '57950', '57280'],
        feeCents: 790,
        minimumOrderCents: 5000,
      },
    ],
  },
  {
    department: 'MONTIGNY',
    name: 'Maison Thirion Montigny-lès-Metz',
    street: '37 rue de Pont-à-Mousson',
    postCode: '57950',
    city: 'Montigny-lès-Metz',
    country: 'FR',
    phone: '03 87 62 15 74',
    email: 'montigny@example.com',
    openingHours: [
      { weekday: 1, periods: [] },
      { weekday: 2, periods: [morning, { opens: '15:00', closes: '19:00' }] },
      { weekday: 3, periods: [morning] },
      { weekday: 4, periods: [morning, { opens: '15:00', closes: '19:00' }] },
      { weekday: 5, periods: [morning, { opens: '15:00', closes: '19:00' }] },
      {
        weekday: 6,
        periods: [
          { opens: '07:30', closes: '12:30' },
          { opens: '14:00', closes: '17:30' },
        ],
      },
      { weekday: 7, periods: [] },
    ],
    closingDays: [
      ...holidays,
      { date: '2027-08-09', reason: 'Congés annuels' },
      { date: '2027-08-10', reason: 'Congés annuels' },
      { date: '2027-08-11', reason: 'Congés annuels' },
      { date: '2027-08-12', reason: 'Congés annuels' },
      { date: '2027-08-13', reason: 'Congés annuels' },
      { date: '2027-08-14', reason: 'Congés annuels' },
    ],
    cutOff: { daysBefore: 1, time: '18:00' },
    dailyCapacity: 30,
    delivers: true,
    deliveryRounds: rounds(
      [2, 3, 4, 5, 6],
      [
        ['08:30', '10:30', 5],
        ['10:30', '12:30', 5],
      ],
    ),
    deliveryZones: [
      { name: 'Montigny et Metz', postCodes: ['57950', '57000', '57050'], feeCents: 490, minimumOrderCents: 3000 },
      {
        name: 'Sud messin',
        postCodes: ['57155', '57160', '57130', '57685'],
        feeCents: 790,
        minimumOrderCents: 5000,
      },
    ],
  },
  {
    department: 'WOIPPY',
    name: 'Maison Thirion Woippy',
    street: '22 route de Thionville',
    postCode: '57140',
    city: 'Woippy',
    country: 'FR',
    phone: '03 87 30 58 91',
    email: 'woippy@example.com',
    openingHours: [
      { weekday: 1, periods: [] },
      {
        weekday: 2,
        periods: [
          { opens: '08:30', closes: '12:30' },
          { opens: '15:00', closes: '19:00' },
        ],
      },
      {
        weekday: 3,
        periods: [
          { opens: '08:30', closes: '12:30' },
          { opens: '15:00', closes: '19:00' },
        ],
      },
      {
        weekday: 4,
        periods: [
          { opens: '08:30', closes: '12:30' },
          { opens: '15:00', closes: '19:00' },
        ],
      },
      {
        weekday: 5,
        periods: [
          { opens: '08:30', closes: '12:30' },
          { opens: '15:00', closes: '19:00' },
        ],
      },
      { weekday: 6, periods: [{ opens: '08:00', closes: '17:00' }] },
      { weekday: 7, periods: [{ opens: '09:00', closes: '12:00' }] },
    ],
    closingDays: holidays,
    // A smaller laboratory: orders close two days ahead, at noon.
    cutOff: { daysBefore: 2, time: '12:00' },
    dailyCapacity: 25,
    delivers: false,
    deliveryRounds: [],
    deliveryZones: [],
  },
];
