import type { LineLot } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { findLotsByIds } from './lots.repository.js';
import { lotOrigin } from './lots.service.js';

export { setArticleLotIn } from './lots.service.js';

// What other modules read of lots: an order line's lot and origin, as every answer and document shows it.

type Line = { id: number; lot_id: number | null; lot_number: string | null };

/**
 * Each line's lot by line id: the lot it was cut from, with its origin sentence; a line with only a free lot
 * number (an article sold from no lot, ADR 067) shows that number without an origin.
 */
export async function lineLots(db: Db, lines: Line[]): Promise<Map<number, LineLot>> {
  const ids = [...new Set(lines.flatMap((l) => (l.lot_id === null ? [] : [l.lot_id])))];
  const lots = new Map((await findLotsByIds(db, ids)).map((row) => [row.id, row]));
  const answer = new Map<number, LineLot>();
  for (const line of lines) {
    const lot = line.lot_id === null ? undefined : lots.get(line.lot_id);
    if (lot) answer.set(line.id, { code: lot.code, origin: lotOrigin(lot) });
    else if (line.lot_number) answer.set(line.id, { code: line.lot_number, origin: null });
  }
  return answer;
}
