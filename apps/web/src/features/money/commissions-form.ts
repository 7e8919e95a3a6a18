import {
  type Commissions,
  formatNumberEsAr,
  MONEY_MSG,
  type UpdateCommissionsBody,
  updateCommissionsBodySchema,
} from '@bazar/shared';
import { parsePercent } from '../../lib/parse-decimal';

/** The 'Comisiones' screen's inputs: the rates as typed, and whether each category uses the general one. */
export interface CommissionsDraft {
  defaultRate: string;
  categories: { categoryId: number; categoryName: string; usesDefault: boolean; rate: string }[];
}

export function draftOf(commissions: Commissions): CommissionsDraft {
  return {
    defaultRate: formatNumberEsAr(commissions.defaultRate, 2),
    categories: commissions.categories.map((c) => ({
      categoryId: c.categoryId,
      categoryName: c.categoryName,
      usesDefault: c.rate === null,
      rate: c.rate === null ? '' : formatNumberEsAr(c.rate, 2),
    })),
  };
}

export interface DraftErrors {
  defaultRate?: string;
  /** By category id. */
  categories: Record<number, string>;
}

/**
 * The body PUT /api/admin/commissions takes, or what is wrong with the draft: each rate typed with
 * a comma or a point, checked by the API's own schema.
 */
export function readDraft(
  draft: CommissionsDraft,
): { body: UpdateCommissionsBody; errors: null } | { body: null; errors: DraftErrors } {
  const errors: DraftErrors = { categories: {} };
  const defaultRate = parsePercent(draft.defaultRate);
  if (defaultRate === null) errors.defaultRate = MONEY_MSG.invalidRate;
  const categories = draft.categories.map((c) => {
    if (c.usesDefault) return { categoryId: c.categoryId, rate: null };
    const rate = parsePercent(c.rate);
    if (rate === null) errors.categories[c.categoryId] = MONEY_MSG.invalidRate;
    return { categoryId: c.categoryId, rate: rate ?? Number.NaN };
  });
  const parsed = updateCommissionsBodySchema.safeParse({
    defaultRate: defaultRate ?? Number.NaN,
    categories,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index] = issue.path;
      if (first === 'defaultRate') errors.defaultRate ??= issue.message;
      const category = typeof index === 'number' ? draft.categories[index] : undefined;
      if (first === 'categories' && category) errors.categories[category.categoryId] ??= issue.message;
    }
  }
  if (errors.defaultRate || Object.keys(errors.categories).length > 0 || !parsed.success) {
    return { body: null, errors };
  }
  return { body: parsed.data, errors: null };
}
