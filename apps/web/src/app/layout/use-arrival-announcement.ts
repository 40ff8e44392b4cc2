import type { AdminEvent } from '@boucherie/contract';
import { useEffect, useState } from 'react';
import { dayName, formatDayMonth, isNearDay } from '../../features/admin-session/lib/admin-days';

/** How long the sentence about a new order stays on screen. */
const ANNOUNCEMENT_MS = 15_000;

/**
 * "Nouvelle commande n° 2026-000043." for the shop and day on screen ("… pour demain." for another day);
 * nothing for another shop's.
 */
export function useArrivalAnnouncement(shopId: number | undefined, shownDate: string) {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(''), ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [announcement]);
  const announce = (event: AdminEvent) => {
    if (event.type !== 'order-placed' || event.shopId !== shopId) return;
    const day = dayName(event.date);
    const when = isNearDay(event.date) ? day.toLowerCase() : `le ${formatDayMonth(event.date)}`;
    const forDay = event.date === shownDate ? '' : ` pour ${when}`;
    setAnnouncement(`Nouvelle commande n°\u00a0${event.number}${forDay}.`);
  };
  return { announcement, announce };
}
