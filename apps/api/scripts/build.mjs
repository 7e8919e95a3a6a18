// The API's release build: src/server.ts and @bazar/shared bundled into one ES module that plain
// `node` runs, with every npm dependency left as an import (installed by `npm ci --omit=dev`).
// The files the code reads next to itself at run time are copied beside the bundle.
//
// The bundle sits two folders below apps/api (dist/server/index.js), as src/config/env.ts does,
// so paths that code computes from import.meta.url (the repository root, the web build) are the
// same in both.
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(apiRoot, 'dist/server');
const src = (p) => path.join(apiRoot, 'src', p);

const { dependencies } = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
// Our own workspace package is TypeScript: it goes into the bundle. esbuild also treats
// 'drizzle-orm/pg-core' and other subpaths of a listed package as external.
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@bazar/'));

// `npm ci --omit=dev` installs only `dependencies`: a package imported at run time but declared
// anywhere else (a devDependency, another workspace's) fails the build instead of the server.
const runtimeDependenciesOnly = {
  name: 'runtime-dependencies-only',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@bazar/')) return undefined;
      const name = args.path.startsWith('@')
        ? args.path.split('/').slice(0, 2).join('/')
        : args.path.split('/')[0];
      if (external.includes(name)) return { path: args.path, external: true };
      return {
        errors: [{ text: `${name} is imported by ${args.importer} but is not in apps/api dependencies` }],
      };
    });
  },
};

/** One ES module for plain `node` at `dir`/index.js, from `entry` and what it imports. */
async function bundle(entry, dir) {
  rmSync(dir, { recursive: true, force: true });
  await build({
    entryPoints: { index: entry },
    outdir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    plugins: [runtimeDependenciesOnly],
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

await bundle(src('server.ts'), outDir);

// The demo seed, a bundle of its own: the server loads it (src/prepare.ts) only when SEED_DEMO
// asks for the demo catalog, so its 2,000 lines of pictures and products never ship in the server's.
await bundle(path.join(apiRoot, 'seed/index.ts'), path.join(apiRoot, 'dist/seed'));

// Read at run time relative to the module (new URL('./x', import.meta.url)).
const assets = [
  ['db/migrations', 'migrations'],
  ['db/pglite-server.mjs', 'pglite-server.mjs'],
  ['db/pglite-wire.mjs', 'pglite-wire.mjs'],
  ['modules/checkout/assets', 'assets'],
  ['platform/auth/common-passwords.txt', 'common-passwords.txt'],
];
mkdirSync(outDir, { recursive: true });
for (const [from, to] of assets) cpSync(src(from), path.join(outDir, to), { recursive: true });
