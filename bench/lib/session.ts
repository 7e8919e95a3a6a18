/** Signs in through the API (POST /api/login) and returns the session token for `auth-token`. */
export async function signIn(baseUrl: string, userOrEmail: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userOrEmail, password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) {
    throw new Error(
      `sign-in as ${userOrEmail}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`,
    );
  }
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`sign-in as ${userOrEmail}: no token in the answer`);
  return token;
}
