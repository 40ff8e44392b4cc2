import type { ListedLot } from '@boucherie/contract';

/** A lot as the list answers it: the demo's Charolaise génisse unless told otherwise. */
export function makeLot(overrides: Partial<ListedLot> = {}): ListedLot {
  return {
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
  };
}
