import { formatNumberEsAr } from '@bazar/shared';

const count = (n: number) => formatNumberEsAr(n);

/** 'Más de 1.000 resultados' once a search stops counting; the exact count otherwise. */
export function totalLabel(total: number, capped: boolean): string {
  if (capped) return `Más de ${count(total)} resultados`;
  return total === 1 ? '1 producto' : `${count(total)} productos`;
}

/** Under the last page a list offers, when it holds more than the window. */
export function windowEndLabel(window: number): string {
  return `Se muestran los primeros ${count(window)} productos. Para ver otros, usa la búsqueda o elige una categoría.`;
}
