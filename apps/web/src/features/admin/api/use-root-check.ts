import { useQuery } from '@tanstack/react-query';
import { checkRoot } from '../../../lib/root-check';
import { adminKeys } from './keys';

/** The server's word on the root flag, asked when the back office opens: the flag stored at sign-in is only a hint. */
export function useRootCheck() {
  return useQuery({
    queryKey: [...adminKeys.all, 'root'],
    queryFn: checkRoot,
    retry: false,
    staleTime: 60_000,
  });
}
