import { formatDate } from '../../lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When a notice arrived, as a person says it: 'Recién', 'Hace 5 min', 'Hace 3 h' within the day,
 * then the shop's date (28/11/2026, as every screen dates things).
 */
export function noticeWhen(iso: string, now: number = Date.now()): string {
  const ago = now - new Date(iso).getTime();
  if (ago < MINUTE) return 'Recién';
  if (ago < HOUR) return `Hace ${Math.floor(ago / MINUTE)} min`;
  if (ago < 24 * HOUR) return `Hace ${Math.floor(ago / HOUR)} h`;
  return formatDate(iso);
}
