import { lazy, Suspense, useState } from 'react';
import { useLoginModalOpen } from '../../../lib/login-modal';

// The form (react-hook-form, zod) is fetched the first time the modal opens, never on the home page.
const LoginDialog = lazy(async () => ({ default: (await import('./login-dialog')).LoginDialog }));

export function LoginModalHost() {
  const open = useLoginModalOpen();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={open} />
    </Suspense>
  );
}
