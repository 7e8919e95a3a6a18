import { describe, expect, it } from 'vitest';
import { isValidCbu } from './cbu.js';

describe('isValidCbu', () => {
  // A published Banco Macro CBU, a Banco Nación one and a CVU (both built with their check digits).
  it.each(['2850590940090418135201', '0110599520000001234569', '0000003100010000000009'])(
    'accepts %s',
    (cbu) => {
      expect(isValidCbu(cbu)).toBe(true);
    },
  );
  it.each([
    ['wrong first check digit', '0110599420000001234569'],
    ['wrong second check digit', '2850590940090418135202'],
    ['21 digits', '285059094009041813520'],
    ['letters', '28505909400904181352AB'],
    ['empty', ''],
  ])('refuses %s', (_label, cbu) => {
    expect(isValidCbu(cbu)).toBe(false);
  });
});
