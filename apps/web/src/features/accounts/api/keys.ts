/** Query keys of the accounts feature; mutations invalidate through these. */
export const accountKeys = {
  all: ['accounts'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  userNameAvailable: (userName: string) => [...accountKeys.all, 'available', userName] as const,
  providers: () => [...accountKeys.all, 'providers'] as const,
};
