import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHOP_CURRENCY_META, SHOP_TIME_ZONE_META } from '@bazar/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyEtag, etagMatches } from '../http/public-cache.js';
import { escapeHtml } from '../mail/mailer.js';

/** What a page tells search engines and link previews, placed in the HTML's head by the server. */
export interface PageHead {
  title: string;
  description: string;
  /** Further tags (canonical, Open Graph, JSON-LD), already escaped by whoever built them. */
  tags?: string;
  /** The page's own static shell (escaped), painted under the header before any script. */
  body?: string;
}

/** What the server tells the web app in every page, before any script runs. */
export interface ShellSettings {
  /** SHOP_CURRENCY: the web app writes every amount in it. */
  shopCurrency: string;
  /** SHOP_TIME_ZONE: the web app dates everything by the shop's day. */
  shopTimeZone: string;
}

/**
 * The built index.html: the static shell (header, banner, grid placeholder) that paints before
 * any JavaScript runs. Every page is this file, with the page's own title, description and
 * tags when the server knows them (products), and the status the route earns (404 for paths
 * the app has no page for). Every page carries the shop's settings the app needs from its first
 * render (ShellSettings), so no screen waits for a request to learn them. HTML is always
 * revalidated: an ETag makes that a 304.
 */
export class WebShell {
  private readonly home: { html: string; etag: string };
  private readonly other: { html: string; etag: string };
  /** index.html without the home's banner and grid placeholder: the header alone. */
  private readonly template: string;

  constructor(
    built: string,
    settings: ShellSettings,
    /** Vite's build manifest: source file → its chunk and the chunks that one imports. */
    private readonly manifest: Record<string, { file: string; imports?: string[] }> = {},
  ) {
    const html = built.replace(
      '</head>',
      `<meta name="${SHOP_TIME_ZONE_META}" content="${escapeHtml(settings.shopTimeZone)}" />` +
        `<meta name="${SHOP_CURRENCY_META}" content="${escapeHtml(settings.shopCurrency)}" /></head>`,
    );
    this.template = html.replace(HOME_ONLY, '');
    this.home = withEtag(html);
    this.other = withEtag(this.template);
  }

  static load(webDist: string, settings: ShellSettings): WebShell {
    const manifestFile = path.join(webDist, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
    return new WebShell(readFileSync(path.join(webDist, 'index.html'), 'utf8'), settings, manifest);
  }

  /**
   * modulepreload links for a lazily loaded source module and what it imports, minus what
   * index.html already loads: a page served directly need not wait for the router to ask.
   */
  modulePreloads(source: string): string {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    visit(source);
    return [...files]
      .filter((file) => !this.template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`)
      .join('');
  }

  render(head: PageHead): string {
    return this.template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
      .replace(
        /<meta name="description"[^>]*>/,
        `<meta name="description" content="${escapeHtml(head.description)}" />${head.tags ?? ''}`,
      )
      .replace('<!--shell:page-->', head.body ?? '');
  }

  /** `home`: the home page, whose shell also paints the banner and the product grid's outline. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { status?: number; head?: PageHead; home?: boolean } = {},
  ) {
    const status = options.status ?? 200;
    const { html, etag } = options.head
      ? withEtag(this.render(options.head))
      : options.home
        ? this.home
        : this.other;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).type('text/html; charset=utf-8');
    if (status === 200 && etagMatches(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    return reply.code(status).send(html);
  }
}

/** index.html marks what only the home's shell shows (the banner, its preload, the grid outline). */
const HOME_ONLY = /<!--shell:home-->[\s\S]*?<!--\/shell:home-->/g;

function withEtag(html: string) {
  return { html, etag: bodyEtag(html) };
}
