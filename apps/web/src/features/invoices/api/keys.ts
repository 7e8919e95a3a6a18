export const invoiceKeys = {
  all: ['invoices'] as const,
  user: (token: string, page: number, pageSize: number, sort: string) =>
    ['invoices', 'user', token, page, pageSize, sort] as const,
  detail: (token: string, id: number) => ['invoices', 'detail', token, id] as const,
};
