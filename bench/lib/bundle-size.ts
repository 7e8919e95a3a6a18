import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_BYTES = 250 * 1024;

export interface BundleReport {
  files: { file: string; raw: number; gzip: number }[];
  totalGzip: number;
}

/**
 * The JavaScript the storefront's home page loads before it can render: the entry module and
 * the chunks Vite marks for modulepreload. Lazily loaded routes (admin grids, charts) are not
 * counted — keeping them out of this list is the point of the budget.
 */
export async function homePageJs(distDir: string): Promise<BundleReport | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const html = await readFile(indexFile, 'utf8');
  const sources = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = attribute(tag, 'src');
    if (attribute(tag, 'type') === 'module' && src) sources.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = attribute(tag, 'href');
    if (attribute(tag, 'rel') === 'modulepreload' && href) sources.add(href);
  }
  const files = [];
  for (const source of sources) {
    // Built URLs are absolute from the site root ('/assets/index-abc.js'); external ones are skipped.
    if (/^[a-z]+:\/\//i.test(source)) continue;
    const content = await readFile(path.join(distDir, source.replace(/^\//, '')));
    files.push({ file: source, raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  return { files, totalGzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}
