import { type ProductDetail, shopCurrency } from '@bazar/shared';
import { escapeHtml } from '../../platform/mail/mailer.js';
import type { PageHead } from '../../platform/web/web-shell.js';

const DESCRIPTION_CHARS = 160;

/**
 * The head of /product/{id}: its own title and description, the canonical URL, Open Graph tags
 * for link previews and schema.org Product data (price, currency, availability, rating) for
 * search engines. Everything a seller typed is escaped for where it lands.
 */
export function productHead(product: ProductDetail, baseUrl: string, preloads = ''): PageHead {
  const url = `${baseUrl}/product/${product.id}`;
  const description = summary(product);
  const images = product.image.map((src) => new URL(src, `${baseUrl}/`).href);
  const price = (product.finalPriceCents / 100).toFixed(2);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('og:type', 'product'),
    meta('og:site_name', 'Bazar'),
    meta('og:locale', 'es_AR'),
    meta('og:title', product.name),
    meta('og:description', description),
    meta('og:url', url),
    ...images.slice(0, 1).map((src) => meta('og:image', src)),
    meta('product:price:amount', price),
    meta('product:price:currency', shopCurrency()),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<script type="application/ld+json">${jsonForScript(productJsonLd(product, url, images, price))}</script>`,
    // What the page shows first, fetched with the HTML instead of after the scripts ask for it:
    // the cover, the page's own chunks, and the product itself (the app reads it, no API call).
    ...product.image
      .slice(0, 1)
      .map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`),
    preloads,
    `<script type="application/json" id="product-data">${jsonForScript(product)}</script>`,
  ];
  // The cover and the name where the product page draws them (index.html's .sh-prod rules):
  // the largest paint happens with the HTML, and React's identical boxes replace it in place.
  const cover = product.image[0];
  const body = `<main><div class="sh-prod">${
    cover
      ? `<img src="${escapeHtml(cover)}" alt="${escapeHtml(product.name)}" width="800" height="800" fetchpriority="high" />`
      : ''
  }<div><h1>${escapeHtml(product.name)}</h1></div></div></main>`;
  return { title: `${product.name} | Bazar`, description, tags: tags.join(''), body };
}

export function productJsonLd(product: ProductDetail, url: string, images: string[], price: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: String(product.id),
    image: images,
    brand: { '@type': 'Brand', name: product.brand },
    color: product.color,
    category: product.category.name,
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: shopCurrency(),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * JSON inside <script>: a seller's '</script>' (or '<!--') must not end the element, so every
 * '<', '>' and '&' becomes a \u escape; U+2028/2029 are escaped for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

export function meta(property: string, content: string): string {
  return `<meta property="${property}" content="${escapeHtml(content)}" />`;
}

function summary(product: ProductDetail): string {
  const text = product.description.replace(/\s+/g, ' ').trim();
  const base = text || `${product.name} de ${product.brand} en Bazar.`;
  return base.length <= DESCRIPTION_CHARS ? base : `${base.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`;
}
