import { describe, expect, it } from 'vitest';
import { warrantyLabel } from './warranty.js';

describe('warrantyLabel', () => {
  it.each([
    [12, '1 año'],
    [24, '2 años'],
    [36, '3 años'],
    [18, '1,5 años'],
    [6, '6 meses'],
    [1, '1 mes'],
    [0, 'Sin garantía'],
  ])('%i months → %s', (months, label) => {
    expect(warrantyLabel(months)).toBe(label);
  });
});
