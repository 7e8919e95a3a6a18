import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useAuthProviders } from '../api/get-auth-providers';
import type { LoginRequest } from '../api/login';
import { loadScript } from './load-script';

interface SocialLoginProps {
  onCredential: (request: LoginRequest) => void;
  disabled?: boolean;
}

/** Google and Facebook sign-in, shown only for the providers the server has configured. */
export function SocialLogin({ onCredential, disabled }: SocialLoginProps) {
  const { data } = useAuthProviders();
  if (!data?.google && !data?.facebook) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
      {data.google && <GoogleButton clientId={data.google.clientId} onCredential={onCredential} />}
      {data.facebook && (
        <FacebookButton appId={data.facebook.appId} onCredential={onCredential} disabled={disabled} />
      )}
    </Stack>
  );
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

function GoogleButton({
  clientId,
  onCredential,
}: { clientId: string } & Pick<SocialLoginProps, 'onCredential'>) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  useEffect(() => {
    let cancelled = false;
    loadScript('https://accounts.google.com/gsi/client')
      .then(() => {
        const google = (window as unknown as { google?: GoogleIdentity }).google;
        if (cancelled || !google || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => callback.current({ kind: 'google', credential }),
        });
        google.accounts.id.renderButton(container.current, { text: 'signin_with', locale: 'es', width: 280 });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [clientId]);
  return <div ref={container} style={{ display: 'flex', justifyContent: 'center', minHeight: 40 }} />;
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken: string } | null }) => void,
    options?: object,
  ): void;
}

function FacebookButton({ appId, onCredential, disabled }: { appId: string } & SocialLoginProps) {
  const signIn = async () => {
    await loadScript('https://connect.facebook.net/es_LA/sdk.js');
    const FB = (window as unknown as { FB?: FacebookSdk }).FB;
    if (!FB) return;
    FB.init({ appId, version: 'v19.0' });
    FB.login(
      (response) => {
        const accessToken = response.authResponse?.accessToken;
        if (accessToken) onCredential({ kind: 'facebook', accessToken });
      },
      { scope: 'email' },
    );
  };
  return (
    <Button variant="outlined" onClick={() => void signIn()} disabled={disabled}>
      Ingresar con Facebook
    </Button>
  );
}
