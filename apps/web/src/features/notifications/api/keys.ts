/** Query keys of the notices, per signed-in person: the bell's count, the pages and the mail settings. */
export const noticeKeys = {
  all: ['notifications'] as const,
  of: (token: string) => ['notifications', token] as const,
  unread: (token: string) => [...noticeKeys.of(token), 'unread'] as const,
  pages: (token: string) => [...noticeKeys.of(token), 'page'] as const,
  page: (token: string, page: number, pageSize: number) =>
    [...noticeKeys.pages(token), page, pageSize] as const,
  mail: (token: string) => ['notifications-mail', token] as const,
};
