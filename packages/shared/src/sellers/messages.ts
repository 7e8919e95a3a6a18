import { formatShare } from './format.js';

/** Spanish texts of the seller's page and reputation. */
export const SELLER_MSG = {
  soldBy: 'Vendido por',
  memberSince: (year: string) => `En Bazar desde ${year}`,
  location: (province: string) => `Desde ${province}`,
  products: 'Productos del vendedor',
  reviews: 'Opiniones sobre sus productos',
  noProducts: 'Este vendedor no tiene productos publicados.',
  noReviews: 'Todavía no hay opiniones sobre sus productos.',
  notFound: 'Vendedor no encontrado',
  newSeller: 'Nuevo vendedor',
  newSellerHint: 'Todavía tiene pocas ventas para calcular su reputación.',
  reputation: 'Reputación',
  levelLabel: {
    1: 'Reputación roja',
    2: 'Reputación naranja',
    3: 'Reputación amarilla',
    4: 'Reputación verde claro',
    5: 'Reputación verde',
  },
  windowLabel: (days: number) => (days === 365 ? 'en el último año' : `en los últimos ${days} días`),
  sales: (n: number) => (n === 1 ? '1 venta' : `${n} ventas`),
  completedSales: (n: number) => (n === 1 ? '1 venta concretada' : `${n} ventas concretadas`),
  cancelled: (share: number | null) => `Canceló ${formatShare(share)} de sus ventas`,
  claimed: (share: number | null) => `Reclamos en ${formatShare(share)} de sus ventas`,
  shipTime: (hours: number | null) => `Despacha ${hoursText(hours)}`,
  late: (share: number | null) => `Entregó tarde ${formatShare(share)} de sus ventas recibidas`,
  answered: (share: number | null) => `Responde ${formatShare(share)} de las preguntas`,
  answerTime: (hours: number | null) => `Responde ${hoursText(hours)}`,
  rating: (average: number, count: number) =>
    count === 0
      ? 'Sin opiniones'
      : `${average.toFixed(1).replace('.', ',')} de 5 (${count} ${count === 1 ? 'opinión' : 'opiniones'})`,
  sortLabel: { recent: 'Más recientes', price_asc: 'Menor precio', price_desc: 'Mayor precio' },
} as const;

function hoursText(hours: number | null): string {
  if (hours === null) return 'sin datos todavía';
  if (hours === 0) return 'en más de 14 días';
  if (hours < 48) return `en menos de ${hours} h`;
  return `en menos de ${hours / 24} días`;
}
