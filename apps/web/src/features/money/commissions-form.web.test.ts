import { MONEY_MSG } from '@bazar/shared';
import { describe, expect, it } from 'vitest';
import { draftOf, readDraft } from './commissions-form';

const saved = {
  defaultRate: 15,
  categories: [
    { categoryId: 4, categoryName: 'Libros', rate: 7.25 },
    { categoryId: 9, categoryName: 'Hogar', rate: null },
  ],
  updatedAt: null,
};

describe("the 'Comisiones' form", () => {
  it('shows the saved rates with a decimal comma, and a category without its own as using the general one', () => {
    expect(draftOf(saved)).toEqual({
      defaultRate: '15',
      categories: [
        { categoryId: 4, categoryName: 'Libros', usesDefault: false, rate: '7,25' },
        { categoryId: 9, categoryName: 'Hogar', usesDefault: true, rate: '' },
      ],
    });
  });

  it('sends the rates as numbers, null for a category that uses the general one', () => {
    const draft = draftOf(saved);
    draft.defaultRate = '12,5';
    expect(readDraft(draft)).toEqual({
      body: {
        defaultRate: 12.5,
        categories: [
          { categoryId: 4, rate: 7.25 },
          { categoryId: 9, rate: null },
        ],
      },
      errors: null,
    });
  });

  it('names the rate that is wrong: words, more than 100, three decimals', () => {
    const draft = draftOf(saved);
    draft.defaultRate = 'quince';
    draft.categories[0] = { ...(draft.categories[0] as (typeof draft.categories)[number]), rate: '120' };
    draft.categories[1] = { categoryId: 9, categoryName: 'Hogar', usesDefault: false, rate: '1,255' };
    const read = readDraft(draft);
    expect(read.body).toBeNull();
    expect(read.errors).toEqual({
      defaultRate: MONEY_MSG.invalidRate,
      categories: { 4: MONEY_MSG.invalidRate, 9: MONEY_MSG.invalidRate },
    });
  });
});
