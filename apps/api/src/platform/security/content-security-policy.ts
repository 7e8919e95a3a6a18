import type { Env } from '../../config/env.js';

/**
 * The shop loads only its own code. The Google and Facebook sign-in scripts (and their frames)
 * are allowed only when those providers are configured; so are Mercado Pago's (PAYMENT_PROVIDER).
 */
export function contentSecurityPolicy(env: Env): Record<string, string[]> {
  const google = env.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  const facebook = env.FACEBOOK_APP_ID ? ['https://connect.facebook.net', 'https://www.facebook.com'] : [];
  // Checkout Pro's script and the frames/calls it makes, only when Mercado Pago takes the payments.
  const mercadoPago =
    env.PAYMENT_PROVIDER === 'mercadopago'
      ? [
          new URL(env.MP_SDK_URL).origin,
          'https://*.mercadopago.com',
          'https://*.mercadolibre.com',
          'https://*.mlstatic.com',
        ]
      : [];
  // Uploaded images served from object storage (S3_PUBLIC_URL or the endpoint) load from its origin.
  const storage = env.S3_BUCKET
    ? [new URL(env.S3_PUBLIC_URL ?? env.S3_ENDPOINT ?? 'http://invalid').origin]
    : [];
  return {
    defaultSrc: ["'self'"],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      ...storage,
      ...(google.length || facebook.length || mercadoPago.length ? ['https:'] : []),
    ],
    // MUI (emotion) injects its styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'", ...google],
    scriptSrc: ["'self'", ...google, ...facebook, ...mercadoPago],
    connectSrc: ["'self'", ...google, ...facebook, ...mercadoPago],
    frameSrc: ["'self'", ...google, ...facebook, ...mercadoPago],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}
