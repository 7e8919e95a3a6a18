import type { Env } from '../../config/env.js';

/**
 * The shop loads only its own code. The Google and Facebook sign-in scripts (and their frames)
 * are allowed only when those providers are configured.
 */
export function contentSecurityPolicy(env: Env): Record<string, string[]> {
  const google = env.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  const facebook = env.FACEBOOK_APP_ID ? ['https://connect.facebook.net', 'https://www.facebook.com'] : [];
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(google.length || facebook.length ? ['https:'] : [])],
    // MUI (emotion) injects its styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'", ...google],
    scriptSrc: ["'self'", ...google, ...facebook],
    connectSrc: ["'self'", ...google, ...facebook],
    frameSrc: ["'self'", ...google, ...facebook],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}
