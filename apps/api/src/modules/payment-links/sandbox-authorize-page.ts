import { PAYMENT_LINK_MSG as M } from '@bazar/shared';
import { escapeHtml } from '../../platform/mail/mailer.js';

/**
 * The sandbox's stand-in for Mercado Pago's authorization page: the seller 'authorizes' the shop
 * and goes back to it with a code (or with error=access_denied), as they would from Mercado Pago.
 * Plain links, no script: the page works under the shop's CSP.
 */
export function sandboxAuthorizePage(allowUrl: string, denyUrl: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(M.sandboxTitle)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f4f6f8;color:#1c2430}main{max-width:480px;margin:10vh auto;
background:#fff;border:1px solid #dde3ea;border-radius:10px;padding:20px}a{display:inline-block;margin:8px 8px 0 0;
padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600}#allow{background:#1565c0;color:#fff}
#deny{color:#b71c1c;border:1px solid #b71c1c}</style></head>
<body><main><h1>${escapeHtml(M.sandboxTitle)}</h1><p>${escapeHtml(M.sandboxAsk)}</p>
<a id="allow" href="${escapeHtml(allowUrl)}">${escapeHtml(M.sandboxAllow)}</a>
<a id="deny" href="${escapeHtml(denyUrl)}">${escapeHtml(M.sandboxDeny)}</a></main></body></html>`;
}
