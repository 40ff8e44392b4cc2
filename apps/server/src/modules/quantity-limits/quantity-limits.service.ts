import {
  DEFAULT_QUANTITY_LIMITS,
  lineCeiling,
  type QuantityLimits,
  type UpdateQuantityLimitsRequest,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { type AppError, validation } from '../../errors.js';
import { readIdentity } from '../identity/identity.service.js';
import { changedValues, recordChange } from '../journal/journal.service.js';
import * as repo from './quantity-limits.repository.js';

// A customer's line holds a sensible quantity of its article (issue 30): the ceiling is the owner's setting,
// checked by the cart, an order, its change and a standing order alike; beyond it, the customer calls.

const toLimits = (row: repo.LimitColumns): QuantityLimits => ({
  particulierKg: row.particulier_max_kg,
  particulierPieces: row.particulier_max_pieces,
  proKg: row.pro_max_kg,
  proPieces: row.pro_max_pieces,
});

export async function readQuantityLimits(db: Db): Promise<QuantityLimits> {
  const row = await repo.findLimits(db);
  return row ? toLimits(row) : DEFAULT_QUANTITY_LIMITS;
}

/** The owner changes the four ceilings at once; the journal keeps what moved. */
export async function updateQuantityLimits(
  deps: { db: Db; now: Date; userId: number },
  body: Required<UpdateQuantityLimitsRequest>,
): Promise<QuantityLimits> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await readQuantityLimits(trx);
    await repo.saveLimits(trx, {
      particulier_max_kg: body.particulierKg,
      particulier_max_pieces: body.particulierPieces,
      pro_max_kg: body.proKg,
      pro_max_pieces: body.proPieces,
    });
    const changed = changedValues(before, body);
    if (Object.keys(changed.after).length > 0) {
      await recordChange(trx, {
        at: deps.now.toISOString(),
        userId: deps.userId,
        kind: 'business.quantity-limits',
        entityType: 'business',
        entityId: 1,
        summary: 'Quantités maximales par article modifiées.',
        ...changed,
      });
    }
    return readQuantityLimits(trx);
  });
}

/** The number to call for a large order when no shop is chosen yet: the business's, else its first shop's. */
export async function businessPhone(db: Db): Promise<string> {
  const { phone } = await readIdentity(db);
  if (phone.trim() !== '') return phone;
  return (await repo.findFirstShopPhone(db))?.phone ?? '';
}

type Line = { designation: string; sale_unit: 'kg' | 'piece'; quantity_hundredths: number };

/** The line's ceiling when its quantity goes past it; null when the line is within it. */
export function ceilingPassed(limits: QuantityLimits, pro: boolean, line: Line): number | null {
  const ceiling = lineCeiling(limits, pro, line.sale_unit);
  return line.quantity_hundredths > ceiling * 100 ? ceiling : null;
}

const amount = (ceiling: number, unit: 'kg' | 'piece') =>
  unit === 'kg' ? `${ceiling}\u00a0kg` : `${ceiling}\u00a0pièce${ceiling > 1 ? 's' : ''}`;

/** The French 400 of a line past its ceiling, with the number that takes larger orders. */
export function ceilingRefusal(field: string, line: Line, ceiling: number, phone: string): AppError {
  const call = phone ? `appelez-nous au ${phone}` : 'appelez la boutique';
  return validation(
    field,
    `«\u00a0${line.designation}\u00a0»\u00a0: ${amount(ceiling, line.sale_unit)} au plus par commande en ligne. Pour une plus grande quantité, ${call}, nous la préparerons sur commande.`,
    'QUANTITY_CEILING',
  );
}

/** Throws the line's refusal when it passes its ceiling (the place's phone known already). */
export function checkCeiling(
  rule: { limits: QuantityLimits; pro: boolean; phone: string },
  line: Line,
  field: string,
): void {
  const ceiling = ceilingPassed(rule.limits, rule.pro, line);
  if (ceiling !== null) throw ceilingRefusal(field, line, ceiling, rule.phone);
}
