export const orderKeys = {
  all: ['orders'] as const,
  sales: (token: string, page: number, pageSize: number, sort: string) =>
    ['orders', 'sales', token, page, pageSize, sort] as const,
};
