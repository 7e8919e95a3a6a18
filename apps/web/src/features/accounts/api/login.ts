import type { LoginBody, LoginResponse } from '@bazar/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearAuth, setAuth } from '../../../lib/auth-store';
import { refreshRootFlag } from '../../../lib/root-check';
import { runSignInTasks } from '../../../lib/session-tasks';

export type LoginRequest =
  | { kind: 'password'; body: LoginBody }
  | { kind: 'google'; credential: string }
  | { kind: 'facebook'; accessToken: string };

function postLogin(request: LoginRequest): Promise<LoginResponse> {
  switch (request.kind) {
    case 'google':
      return apiRequest('/api/login/google', { method: 'POST', body: { credential: request.credential } });
    case 'facebook':
      return apiRequest('/api/login/facebook', {
        method: 'POST',
        body: { accessToken: request.accessToken },
      });
    default:
      return apiRequest('/api/login', { method: 'POST', body: request.body });
  }
}

/**
 * Signs in, stores the credentials, runs what the session's features do at a sign-in (the cart
 * merges the guest cart into the server cart and reloads it), then confirms the root flag with
 * the server.
 */
export async function login(request: LoginRequest): Promise<LoginResponse> {
  try {
    const session = await postLogin(request);
    setAuth({ token: session.token, userName: session.userName, root: session.root });
    await runSignInTasks();
    await refreshRootFlag().catch(() => undefined);
    return session;
  } catch (error) {
    // A failed login clears stored credentials: a stale token must not linger.
    clearAuth();
    throw error;
  }
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
