import { describe, expect, it } from 'vitest';
import { foldText, searchWords } from './search-words.js';

describe('searchWords', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(searchWords('Teléfono  MÓVIL!')).toEqual(['telefono', 'movil']);
    expect(searchWords("camiseta'; DROP TABLE--")).toEqual(['camiseta', 'drop', 'table']);
    expect(searchWords('Ñandú 4K')).toEqual(['nandu', '4k']);
  });

  it('drops repeated words and keeps at most eight', () => {
    expect(searchWords('a a b')).toEqual(['a', 'b']);
    expect(searchWords('1 2 3 4 5 6 7 8 9 10')).toHaveLength(8);
  });

  it('answers nothing for blank or symbol-only text', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('%_<>')).toEqual([]);
  });

  it('folds like the database does', () => {
    expect(foldText('Árbol Ñ ü')).toBe('arbol n u');
  });
});
