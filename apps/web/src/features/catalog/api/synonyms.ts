import type { SynonymGroup, SynonymGroupPage } from '@bazar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';

const BASE = '/api/admin/synonyms';
const synonymKeys = { page: (token: string, page: number) => ['synonyms', token, page] as const };

/** A page of the search's synonym groups (the back office), newest first. */
export function useSynonyms(page: number) {
  const auth = useAuth();
  return useQuery({
    queryKey: synonymKeys.page(auth?.token ?? '', page),
    queryFn: ({ signal }) => apiRequest<SynonymGroupPage>(`${BASE}?page=${page}`, { signal }),
    enabled: Boolean(auth),
  });
}

export function useAddSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: string) => apiRequest<SynonymGroup>(BASE, { method: 'POST', body: { terms } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['synonyms'] }),
  });
}

export function useDeleteSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ msg: string }>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['synonyms'] }),
  });
}
