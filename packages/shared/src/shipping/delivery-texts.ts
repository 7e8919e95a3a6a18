/**
 * A delivery window in words, as Mercado Libre's cards read: 'Llega el jueves 3 de diciembre',
 * 'Llega entre el jueves 3 y el lunes 7 de diciembre'. Days are the shop's (YYYY-MM-DD); the names
 * are written out, not asked of Intl, so the server's e-mails and PDFs and every browser agree.
 */
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

function partsOf(day: string) {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return {
    weekday: WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '',
    day: d,
    month: MONTHS[m - 1] ?? '',
    year: y,
  };
}

/** 'jueves 3 de diciembre'. */
export function formatDeliveryDay(day: string): string {
  const p = partsOf(day);
  return `${p.weekday} ${p.day} de ${p.month}`;
}

/** 'el jueves 3 de diciembre', or 'entre el jueves 3 y el lunes 7 de diciembre'. */
export function formatDeliveryWindow(from: string, to: string): string {
  if (from === to) return `el ${formatDeliveryDay(from)}`;
  const a = partsOf(from);
  const b = partsOf(to);
  const start = a.month === b.month && a.year === b.year ? `${a.weekday} ${a.day}` : formatDeliveryDay(from);
  return `entre el ${start} y el ${formatDeliveryDay(to)}`;
}

/** 'Llega entre el jueves 3 y el lunes 7 de diciembre'. */
export const arrivesText = (from: string, to: string) => `Llega ${formatDeliveryWindow(from, to)}`;
/** 'Retíralo desde el jueves 3 de diciembre'. */
export const pickupFromText = (day: string) => `Retíralo desde el ${formatDeliveryDay(day)}`;
