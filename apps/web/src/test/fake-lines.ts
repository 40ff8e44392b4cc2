import type { AdminArticle, AdminOrderLine, ListedLot, OrderLine } from '@boucherie/contract';

/**
 * The one base of each shape the tests build by hand, so that a field added to the contract is added here
 * once: an order's line (1,5 kg of entrecôte), the back office's line, an article of the catalogue, a lot.
 */
export const makeOrderLine = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  articleId: 2,
  designation: 'Entrecôte',
  saleUnit: 'kg',
  quantity: 1.5,
  unitPrice: 30,
  lineTotal: 45,
  vatRate: 5.5,
  isEstimated: true,
  preparationNote: null,
  weighedQuantity: null,
  isUnavailable: false,
  lot: null,
  bestBefore: null,
  ...overrides,
});

export const makeAdminOrderLine = (overrides: Partial<AdminOrderLine> = {}): AdminOrderLine => ({
  ...makeOrderLine(),
  id: 1,
  lotNumber: null,
  articleLotNumber: null,
  ...overrides,
});

/** The bavette of the back office's catalogue, sold by the kilogram. */
export const makeAdminArticle = (overrides: Partial<AdminArticle> = {}): AdminArticle => ({
  id: 3,
  designation: 'Bavette',
  description: '',
  subCategoryId: 2,
  subFamily: 'Pièces à griller',
  categoryId: 1,
  category: 'Bœuf',
  saleUnit: 'kg',
  averageWeightGrams: null,
  pricePerUnit: 27.9,
  purchasePricePerUnit: 19.5,
  vatRate: 5.5,
  discountedPrice: null,
  discountedPurchasePricePerUnit: null,
  discountStartsAt: null,
  discountEndsAt: null,
  discountIsActive: false,
  referencePrice: 27.9,
  origin: null,
  allergens: [],
  isHighlighted: false,
  isActive: true,
  isOutOfStock: false,
  mealVoucherEligible: true,
  defaultQuantityGrams: 250,
  quantityStepGrams: 50,
  gramsPerPerson: 250,
  breed: 'Limousine',
  maturation: null,
  labels: ['Label Rouge'],
  farm: null,
  cookingAdvice: null,
  lotNumber: null,
  shelfLifeDays: null,
  withdrawnAt: null,
  imageUrl: '/images/articles/bavette.svg',
  imageSrcSet: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

/** A lot as the back office's list answers it: the demo's Charolaise génisse unless told otherwise. */
export const makeLot = (overrides: Partial<ListedLot> = {}): ListedLot => ({
  id: 7,
  code: 'L2026-0007',
  species: 'bovin',
  breed: 'Charolaise',
  category: 'génisse',
  breeder: 'GAEC des Trois Chênes',
  breederTown: 'Morhange (57)',
  nationalId: 'FR5712345678',
  bornIn: 'FR',
  raisedIn: 'FR',
  slaughteredIn: 'FR',
  cutIn: 'FR',
  slaughterhouseApproval: 'FR 57.463.001 CE',
  cuttingPlantApproval: 'FR 57.463.002 CE',
  slaughterDate: '2026-11-20',
  maturationDays: 14,
  origin: 'Né et élevé en France, abattu en France (FR 57.463.001 CE)',
  closedAt: null,
  createdAt: '2026-11-21T08:00:00.000Z',
  articles: [],
  ...overrides,
});
