import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, type Locator, test } from '@playwright/test';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * The storefront's first load: the entry script and every chunk index.html preloads, gzip -9,
 * in bytes (docs/decisions/0010). The goal is under 150 kB (decimal): new first-load code must
 * be lazy or light.
 */
const FIRST_LOAD_BUDGET_BYTES = 150_000;

function firstLoadScripts(): string[] {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)];
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)];
  return [...entries, ...preloads].map((match) => match[1] ?? '');
}

test.describe('storefront delivery', () => {
  test(`the home's first-load JavaScript stays under ${FIRST_LOAD_BUDGET_BYTES} bytes gzip`, () => {
    // test:e2e builds the web first; a missing build is a failure, never a skip.
    expect(existsSync(path.join(webDist, 'index.html')), `no web build in ${webDist}`).toBe(true);
    const scripts = firstLoadScripts();
    expect(scripts.length).toBeGreaterThan(0);
    let total = 0;
    for (const src of scripts) {
      const file = path.join(webDist, src.replace(/^\//, ''));
      const content = readFileSync(file);
      total += gzipSync(content, { level: 9 }).length;
      // The build wrote its compressed twins beside it, which the server sends as they are.
      expect(existsSync(`${file}.br`) && existsSync(`${file}.gz`), `${src} has .br and .gz`).toBe(true);
    }
    console.log(`first-load JavaScript: ${total} bytes gzip in ${scripts.length} files`);
    expect(total).toBeLessThan(FIRST_LOAD_BUDGET_BYTES);
  });

  test('the home paints its heading from the HTML, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Bazar' })).toBeVisible();
    await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute('width', '1600');
    await context.close();
  });

  test("the home's first render finds its styles in the HTML instead of computing them", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 823 });
      await page.goto('/');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Páginas de productos' })).toBeVisible();
      const { adopted, computed } = await page.evaluate(() => {
        const tags = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
        const rules = (list: HTMLStyleElement[]) =>
          list.reduce((n, tag) => n + (tag.sheet?.cssRules.length ?? 0), 0);
        // The build's tags list their rules' names after the key; the ones emotion writes carry the key alone.
        return {
          adopted: rules(tags.filter((tag) => tag.dataset.emotion?.includes(' '))),
          computed: rules(tags.filter((tag) => !tag.dataset.emotion?.includes(' '))),
        };
      });
      // Emotion wrote ~280 rules here while rendering; what is left (the inputs' autofill
      // keyframes, a rating's width) is written as before. Many more means the build's render
      // and the browser's no longer name the same styles alike.
      expect(adopted, `at ${width} px`).toBeGreaterThan(200);
      expect(computed, `at ${width} px`).toBeLessThan(25);
    }
  });

  test('on a slow phone the home and a product page barely move while they load', async ({
    page,
    request,
  }) => {
    const list = await (await request.get('/api/products?pageSize=1')).json();
    await page.setViewportSize({ width: 412, height: 823 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    /** The page's layout shifts, summed, once it has loaded everything it shows (`content` last). */
    const shifted = async (path: string, content: Locator) => {
      await page.goto(path);
      await expect(page.locator('footer')).toBeVisible();
      await expect(content).toBeVisible();
      // Loaded: the document, every list (none busy), the fonts and every image in view, drawn.
      await page.waitForLoadState('load');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      return page.evaluate(async () => {
        await document.fonts.ready;
        const inView = [...document.images].filter((img) => {
          const box = img.getBoundingClientRect();
          // The carousel's other slides lie beside the first, outside the screen: not in view.
          return (
            box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth
          );
        });
        await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
        await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
        // Every shift so far, read at once from the browser's buffer.
        const observer = new PerformanceObserver(() => undefined);
        observer.observe({ type: 'layout-shift', buffered: true });
        const shifts = observer.takeRecords() as (PerformanceEntry & { value: number })[];
        observer.disconnect();
        return shifts.reduce((sum, shift) => sum + shift.value, 0);
      });
    };
    expect(await shifted('/', page.getByRole('main').getByRole('article').first())).toBeLessThan(0.05);
    // The page's screen is a lazy chunk: the footer (lazy too) must not show above it first.
    const product = list.items[0];
    expect(
      await shifted(`/product/${product.id}`, page.getByRole('heading', { level: 1, name: product.name })),
    ).toBe(0);
  });

  test('scripts go out brotli-compressed with a year of cache; the page is revalidated', async ({ page }) => {
    // Read each script's headers as it arrives: chunks fetched when the browser is idle may come
    // after the checks, when the page is already closing.
    const scripts: Record<string, string>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/') && response.url().endsWith('.js'))
        scripts.push(response.headers());
    });
    const home = await page.goto('/');
    expect(home?.headers()['cache-control']).toBe('no-cache');
    expect(home?.headers().etag).toBeTruthy();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const headers of scripts) {
      expect(headers['content-encoding']).toBe('br');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no/existe/esta/ruta');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No se encontró la página.' })).toBeVisible();
  });

  test('a product page carries its own title, description and structured data', async ({ page, request }) => {
    const list = await (await request.get('/api/products?pageSize=1')).json();
    const product = list.items[0];
    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${product.name} | Bazar`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
    expect(data).toMatchObject({ '@type': 'Product', name: product.name, offers: { priceCurrency: 'USD' } });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/product/${product.id}$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });
});
