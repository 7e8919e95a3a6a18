import { SELLER_MSG, type SellerProfile } from '@bazar/shared';
import { escapeHtml } from '../../platform/mail/mailer.js';
import type { PageHead } from '../../platform/web/web-shell.js';
import { meta } from './product-head.js';

/**
 * The head of /vendedor/{userName}: its own title and description (what they sell and their
 * reputation in words), the canonical URL (the name as the seller spells it) and Open Graph
 * tags for link previews. The name is the seller's own text: escaped where it lands.
 */
export function sellerHead(seller: SellerProfile, baseUrl: string): PageHead {
  const url = `${baseUrl}/vendedor/${encodeURIComponent(seller.userName)}`;
  const { level, sales, windowDays } = seller.reputation;
  const standing =
    level === null
      ? SELLER_MSG.newSeller
      : `${SELLER_MSG.levelLabel[level]}, ${SELLER_MSG.sales(sales)} ${SELLER_MSG.windowLabel(windowDays)}`;
  const products =
    seller.activeProducts === 1 ? '1 producto publicado' : `${seller.activeProducts} productos publicados`;
  const description = `${seller.userName} vende en Bazar: ${products}. ${standing}.`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('og:type', 'profile'),
    meta('og:site_name', 'Bazar'),
    meta('og:locale', 'es_AR'),
    meta('og:title', `${seller.userName} en Bazar`),
    meta('og:description', description),
    meta('og:url', url),
  ];
  return {
    title: `${seller.userName} | Vendedor en Bazar`,
    description,
    tags: tags.join(''),
    body: `<main><h1>${escapeHtml(seller.userName)}</h1></main>`,
  };
}
