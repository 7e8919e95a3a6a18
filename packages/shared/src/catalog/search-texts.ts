/** Limits of a synonym group. */
export const SYNONYM_LIMITS = {
  minTerms: 2,
  maxTerms: 10,
  minLength: 2,
  maxLength: 30,
  pageSize: 50,
} as const;
/** Suggestions while typing: how many of each kind, at most and by default. */
export const SUGGESTION_LIMITS = { max: 10, default: 6 } as const;
