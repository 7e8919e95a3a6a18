// Builds the release (the web app and the API bundle) only when it is missing or older than its
// sources, so `npm start` on a fresh clone builds once and later starts go straight to `node`.
// A build is "current" when a fingerprint of its inputs (path, size, modification time of every
// file) matches the one written next to its output after the last successful build, and the
// files it makes are all there (a fresh clone has none: it builds).
//   node scripts/ensure-build.mjs           build what is stale
//   node scripts/ensure-build.mjs --force   build everything
//   node scripts/ensure-build.mjs api       only the API (the topology test needs no web)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];

const targets = {
  web: {
    workspace: '@bazar/web',
    stamp: 'apps/web/dist/.build-inputs',
    outputs: ['apps/web/dist/index.html'],
    inputs: [
      'apps/web/src',
      'apps/web/public',
      // The build's own plugins: one renders the app to write its first styles into index.html.
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      ...shared,
    ],
  },
  api: {
    workspace: '@bazar/api',
    stamp: 'apps/api/dist/server/.build-inputs',
    // The server and the demo seed, a bundle of its own that the server loads with SEED_DEMO.
    outputs: ['apps/api/dist/server/index.js', 'apps/api/dist/seed/index.js'],
    inputs: ['apps/api/src', 'apps/api/seed', 'apps/api/scripts', 'apps/api/package.json', ...shared],
  },
};

function files(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(relative, entry.name);
    // Tests are not part of the release.
    if (entry.isFile() && /\.test\.ts$|\.test-helper\.ts$/.test(entry.name)) return [];
    return entry.isDirectory() || entry.isFile() ? files(child) : [];
  });
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files).sort()) {
    const { size, mtimeMs } = statSync(path.join(root, file));
    hash.update(`${file}\0${size}\0${Math.trunc(mtimeMs)}\n`);
  }
  return hash.digest('hex');
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const wanted = args.filter((a) => !a.startsWith('--'));
for (const [name, target] of Object.entries(targets)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const stampFile = path.join(root, target.stamp);
  const current = fingerprint(target.inputs);
  const built = target.outputs.every((file) => existsSync(path.join(root, file)));
  if (!force && built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) {
    console.log(`build ${name}: al día`);
    continue;
  }
  console.log(`build ${name}: compilando`);
  execFileSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  const missing = target.outputs.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length) throw new Error(`build ${name}: faltan ${missing.join(', ')}`);
  writeFileSync(stampFile, current);
}
