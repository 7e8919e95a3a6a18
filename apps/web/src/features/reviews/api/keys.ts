export const reviewKeys = {
  all: ['reviews'] as const,
  pending: (token: string, page: number) => ['reviews', 'pending', token, page] as const,
  sent: (token: string, page: number) => ['reviews', 'sent', token, page] as const,
  product: (productId: number, page: number) => ['reviews', 'product', productId, page] as const,
};
