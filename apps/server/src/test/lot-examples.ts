import type { CreateLotRequest, Lot } from '@boucherie/contract';
import type { TestApp } from './test-app.js';

// Lots as the slaughterhouse tickets give them (issue 39): a Charolaise génisse from Moselle, a pork batch.

/** A génisse: « Né et élevé en France, abattu en France (FR 57.463.001 CE) ». */
export const GENISSE: CreateLotRequest = {
  species: 'bovin',
  breed: 'Charolaise',
  category: 'génisse',
  breeder: 'GAEC du Haut-Chemin',
  breederTown: 'Morhange (57)',
  nationalId: 'FR 5712345678',
  bornIn: 'FR',
  raisedIn: 'FR',
  slaughteredIn: 'FR',
  cutIn: 'FR',
  slaughterhouseApproval: 'FR 57.463.001 CE',
  cuttingPlantApproval: 'FR 57.463.002 CE',
  slaughterDate: '2026-11-02',
  maturationDays: 14,
};
export const PORK: CreateLotRequest = {
  species: 'porc',
  breed: 'Large White',
  category: 'porc',
  breeder: 'Ferme Muller',
  breederTown: 'Sarralbe (57)',
  raisedIn: 'FR',
  slaughteredIn: 'FR',
  cutIn: 'FR',
  slaughterhouseApproval: 'FR 57.606.001 CE',
  cuttingPlantApproval: 'FR 57.463.002 CE',
  slaughterDate: '2026-11-16',
  maturationDays: 0,
};

/** The owner records `lot` and sells the article from it: the lot as answered. */
export async function sellFromNewLot(t: TestApp, adminSid: string, articleId: number, lot = GENISSE): Promise<Lot> {
  const created = (await t.call('POST /api/admin/lots', { cookies: { sid: adminSid }, body: lot })).answer;
  await t.call('PUT /api/admin/articles/{id}/lot', {
    params: { id: articleId },
    cookies: { sid: adminSid },
    body: { lotId: created.id },
  });
  return created;
}
