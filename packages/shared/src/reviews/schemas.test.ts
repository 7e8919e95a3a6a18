import { describe, expect, it } from 'vitest';
import { REVIEW_MSG } from './messages.js';
import { createReviewBodySchema, ratingAverage, reviewListQuerySchema } from './schemas.js';

const body = (overrides: Record<string, unknown>) => ({
  id: 7,
  rating: 4,
  comment: 'Muy bueno',
  ...overrides,
});
const messages = (input: unknown) => {
  const result = createReviewBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('createReviewBodySchema', () => {
  it('accepts each whole rating from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(createReviewBodySchema.parse(body({ rating }))).toEqual({ id: 7, rating, comment: 'Muy bueno' });
    }
  });

  it.each([0, 6, 2.5, '5', null, undefined, -1, Number.NaN])('refuses the rating %s', (rating) => {
    expect(messages(body({ rating }))).toEqual([REVIEW_MSG.invalidRating]);
  });

  it('takes a comment of 100 characters and refuses 101', () => {
    expect(messages(body({ comment: 'a'.repeat(100) }))).toEqual([]);
    expect(messages(body({ comment: 'a'.repeat(101) }))).toEqual([REVIEW_MSG.commentTooLong]);
  });

  it('keeps the comment exactly as sent, markup included', () => {
    const comment = '<b>hola</b><scr<script>ipt>alert(1)</script>';
    expect(createReviewBodySchema.parse(body({ comment })).comment).toBe(comment);
  });

  it('defaults a missing comment to empty and refuses a non-text one', () => {
    expect(createReviewBodySchema.parse({ id: 1, rating: 3 }).comment).toBe('');
    expect(messages(body({ comment: 5 }))).toEqual([REVIEW_MSG.invalidComment]);
  });

  it('drops fields it does not know, such as userId', () => {
    expect(createReviewBodySchema.parse(body({ userId: 99 }))).not.toHaveProperty('userId');
  });

  it.each([0, -3, 1.5, '7', null])('refuses the product id %s', (id) => {
    expect(messages(body({ id }))).toEqual([REVIEW_MSG.invalidProductId]);
  });
});

describe('reviewListQuerySchema', () => {
  it('defaults to the first page of 10 and caps the page size at 100', () => {
    expect(reviewListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(reviewListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(reviewListQuerySchema.parse({ page: '3', pageSize: '5' })).toEqual({ page: 3, pageSize: 5 });
  });
});

describe('ratingAverage', () => {
  it('is 0 with no reviews and rounds to one decimal', () => {
    expect(ratingAverage(0, 0)).toBe(0);
    expect(ratingAverage(13, 3)).toBe(4.3);
    expect(ratingAverage(9, 2)).toBe(4.5);
  });
});
