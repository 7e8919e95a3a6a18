import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { openLoginModalFor, useLoginModalOpen } from '../../lib/login-modal';
import { ASK_PARAM, askReturnPath, cameToAsk } from './ask-return';

function focusBox(box: HTMLTextAreaElement | null): boolean {
  if (!box) return false;
  box.scrollIntoView({ block: 'center' });
  box.focus({ preventScroll: true });
  return true;
}

/**
 * A visitor who wants to ask signs in first (the login modal, as the cart's 'Comprar' does) and
 * then finds the question box focused; one who creates an account instead comes back to the
 * product's page with `?preguntar=1#preguntas`, and the box takes the focus there (the address
 * loses the flag, so a reload does not do it again).
 */
export function useAskFocus(productId: number, boxReady: boolean) {
  const box = useRef<HTMLTextAreaElement>(null);
  const signedIn = Boolean(useAuth());
  const loginOpen = useLoginModalOpen();
  const [askAfterLogin, setAskAfterLogin] = useState(false);
  const [params, setParams] = useSearchParams();
  const returning = cameToAsk(params);

  useEffect(() => {
    if (!askAfterLogin || loginOpen) return;
    // Closed without signing in: the wish to ask is dropped; signed in: the box comes when the
    // viewer is known (the seller gets none).
    if (!signedIn) setAskAfterLogin(false);
    else if (boxReady && focusBox(box.current)) setAskAfterLogin(false);
  }, [askAfterLogin, loginOpen, signedIn, boxReady]);

  useEffect(() => {
    if (!returning || !boxReady) return;
    focusBox(box.current);
    setParams(
      (current) => {
        current.delete(ASK_PARAM);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [returning, boxReady, setParams]);

  const signInToAsk = () => {
    setAskAfterLogin(true);
    openLoginModalFor(askReturnPath(productId));
  };
  return { box, signInToAsk };
}
