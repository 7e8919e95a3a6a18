export const sellingKeys = {
  all: ['selling'] as const,
  own: (page: number) => ['selling', 'own', page] as const,
  genres: () => ['genres'] as const,
};
