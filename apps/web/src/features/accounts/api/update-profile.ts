import type { Profile, UpdateProfileBody } from '@bazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateAuth } from '../../../lib/auth-store';
import { accountKeys } from './keys';

/** Blank fields keep their value, so only the filled ones travel. */
export function updateProfile(body: UpdateProfileBody): Promise<{ msg: string; user: Profile }> {
  const payload = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  return apiRequest('/api/user/update', { method: 'POST', body: payload });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      // The page shows the saved data at once; the header follows a new user name.
      queryClient.setQueryData(accountKeys.profile(), user);
      updateAuth({ userName: user.userName });
      void queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'available'] });
    },
  });
}
