export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: (token: string) => ['wishlist', token] as const,
};
