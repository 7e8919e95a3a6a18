/** Query keys of the address book: one list per signed-in person (a new session never sees another's). */
export const addressKeys = {
  all: ['addresses'] as const,
  list: (token: string) => ['addresses', token] as const,
};
