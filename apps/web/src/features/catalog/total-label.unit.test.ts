import { describe, expect, it } from 'vitest';
import { totalLabel, windowEndLabel } from './total-label';

describe('totalLabel', () => {
  it('says "Más de 1.000 resultados" when a search stopped counting', () => {
    expect(totalLabel(1000, true)).toBe('Más de 1.000 resultados');
  });

  it('shows an exact count with Spanish digit grouping', () => {
    expect(totalLabel(1, false)).toBe('1 producto');
    expect(totalLabel(1_000_072, false)).toBe('1.000.072 productos');
  });
});

describe('windowEndLabel', () => {
  it('tells how many products a list shows and how to reach the others', () => {
    expect(windowEndLabel(1000)).toBe(
      'Se muestran los primeros 1.000 productos. Para ver otros, usa la búsqueda o elige una categoría.',
    );
  });
});
