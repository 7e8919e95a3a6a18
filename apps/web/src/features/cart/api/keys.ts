import type { LocalCartLine } from '../types';

export const cartKeys = {
  all: ['cart'] as const,
  user: (token: string) => ['cart', 'user', token] as const,
  guest: (lines: LocalCartLine[]) => ['cart', 'guest', lines] as const,
};
