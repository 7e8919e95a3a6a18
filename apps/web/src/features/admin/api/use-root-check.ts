import { useQuery } from '@tanstack/react-query';
import { checkRoot } from '../../accounts';
import { adminKeys } from './keys';

/** The server's word on the root flag, asked when the back office opens (spec: root check). */
export function useRootCheck() {
  return useQuery({
    queryKey: [...adminKeys.all, 'root'],
    queryFn: checkRoot,
    retry: false,
    staleTime: 60_000,
  });
}
