import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const SHELL_HTML = `<!doctype html><html lang="es"><head><meta charset="UTF-8" />
<meta name="description" content="Bazar: compra y vende." />
<title>Bazar</title></head><body><div id="root"><header>Bazar</header><!--shell:page--><!--shell:home--><h1>Bienvenido a Bazar</h1>${'<p>relleno</p>'.repeat(100)}<!--/shell:home--></div></body></html>`;

/** A web build as Vite leaves it: index.html and a fingerprinted script with its .br/.gz twins. */
export function writeWebDist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bazar-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), SHELL_HTML);
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const file = path.join(dir, 'assets', 'index-abc123.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  return { dir, script, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
