import { queryRoots } from '../../../lib/query-keys';

/**
 * Query keys of questions. The signed-in person's token is part of every key whose answer depends
 * on who asks (a product's questions carry the caller's own waiting ones).
 */
export const questionKeys = {
  all: ['questions'] as const,
  product: (productId: number) => ['questions', 'product', productId] as const,
  productPage: (productId: number, token: string, page: number) =>
    [...questionKeys.product(productId), token, page] as const,
  received: (token: string, query: object) => ['questions', 'received', token, query] as const,
  unanswered: (token: string) => ['questions', 'unanswered', token] as const,
  blocks: (token: string) => ['questions', 'blocks', token] as const,
  admin: () => [...queryRoots.admin, 'questions'] as const,
  adminList: (query: object) => [...questionKeys.admin(), 'list', query] as const,
};

/** What every question action answers. */
export interface Done {
  msg: string;
}
