import { describe, expect, it } from 'vitest';
import { findControlCharacters, hasControlCharacters } from './text-safety.js';

describe('control characters', () => {
  it('refuses NUL, escape, DEL and C1 controls, and line breaks only where texts are single-line', () => {
    for (const bad of ['a\u0000b', '\u001b[31m', 'x\u007f', '\u0085']) {
      expect(hasControlCharacters(bad, true)).toBe(true);
    }
    expect(hasControlCharacters('línea 1\nlínea 2\r\n\tfin', true)).toBe(false);
    expect(hasControlCharacters('línea 1\nlínea 2', false)).toBe(true);
    expect(hasControlCharacters('Camiseta ñandú — 100 % algodón 🙂', false)).toBe(false);
  });

  it('names the first offending field, however deep, keys included', () => {
    expect(findControlCharacters({ a: 'ok', b: [{ c: 'x' }, { d: 'mal\u0000' }] }, true)).toEqual([
      'b',
      1,
      'd',
    ]);
    expect(findControlCharacters({ 'cla\u0000ve': 1 }, true)).toEqual(['cla\u0000ve']);
    expect(findControlCharacters({ a: 1, b: null, c: ['ok'] }, true)).toBeUndefined();
  });
});
