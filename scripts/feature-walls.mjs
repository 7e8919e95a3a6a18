// The web app's features never import one another: a screen that needs two of them is composed in
// apps/web/src/app (the route table, the layout, app/pages), and a piece two features need lives
// in src/components or src/lib, which import no feature. Features that reach into each other grow
// into a knot (it was eight features in one import cycle) where no feature can change, load lazily
// or be tested alone. Biome's overrides only stop deep imports; this stops them all. Run by
// `npm run lint` (part of `npm test`):
//   node scripts/feature-walls.mjs      lists every crossing as file:line and exits 1 when there is one
// What counts as a crossing: in a file under apps/web/src/features/<a>/, any import whose target is
// under features/<b>/ (b ≠ a): `import … from`, `export … from`, a bare `import '…'`, a dynamic
// `import(…)` or a `require(…)`, by relative path or by an alias (`@/features/b`, `src/features/b`).
// The exceptions are ALLOWED below, each with its reason; one that no import needs any more is a
// finding too, so the list only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FEATURES_DIR = 'apps/web/src/features';

/**
 * Crossings allowed, `{ from, to, reason }` with feature names: keep it short, and give each the
 * one line that says why composing in app/ or moving the piece to components/ or lib/ would not do.
 */
export const ALLOWED = [];

// Where the list stands in this file: a finding about one of its entries points there.
const ALLOWED_AT = {
  file: 'scripts/feature-walls.mjs',
  line:
    readFileSync(fileURLToPath(import.meta.url), 'utf8')
      .split('\n')
      .findIndex((line) => line.startsWith('export const ALLOWED')) + 1,
};

const CODE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(['"`])([^'"`\n]+)\1/g;
// Non-relative specifiers that point into the app's own source rather than at a package.
const ALIAS = /^(?:[@~#]\/|\/|(?:apps\/web\/)?src\/)/;

/** Removes comments (keeping the lines), so a comment that shows an import is not one. */
function withoutComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The feature a repository path belongs to (`apps/web/src/features/<name>/…`), or null. */
export function featureOf(file) {
  const parts = file.split(/[\\/]/);
  const at = parts.findIndex(
    (part, i) => part === 'features' && parts.slice(i - 3, i).join('/') === 'apps/web/src',
  );
  return at >= 0 && parts.length > at + 2 ? parts[at + 1] : null;
}

/** The feature an import from `file` lands in, or null (a package, or the app's shared code). */
export function targetFeature(file, specifier) {
  if (specifier.startsWith('.')) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    return featureOf(`${resolved}/`);
  }
  if (!ALIAS.test(specifier)) return null;
  return /(?:^|\/)features\/([^/]+)/.exec(specifier)?.[1] ?? null;
}

/**
 * The crossings in one file (`file` relative to the repository root, with '/'): `{ line, from, to,
 * specifier }` each; what `allowed` lets through is left out.
 */
export function findCrossings(file, text, allowed = ALLOWED) {
  const from = featureOf(file);
  if (!from) return [];
  const crossings = [];
  withoutComments(text)
    .split('\n')
    .forEach((source, index) => {
      for (const match of source.matchAll(IMPORT)) {
        const specifier = match[2];
        const to = targetFeature(file, specifier);
        if (!to || to === from) continue;
        if (allowed.some((entry) => entry.from === from && entry.to === to)) continue;
        crossings.push({ line: index + 1, from, to, specifier });
      }
    });
  return crossings;
}

/** The pairs `from → to` that some file imports, allowed or not. */
function pairsOf(files) {
  const pairs = new Set();
  for (const { file, text } of files)
    for (const { from, to } of findCrossings(file, text, [])) pairs.add(`${from}→${to}`);
  return pairs;
}

/**
 * Every finding over a set of files (`{ file, text }`): the crossings, then the allowed entries no
 * import needs any more. Each finding is `{ file, line, message }`.
 */
export function checkFeatureWalls(files, allowed = ALLOWED) {
  const findings = [];
  for (const { file, text } of files) {
    for (const { line, to, specifier } of findCrossings(file, text, allowed)) {
      findings.push({
        file,
        line,
        message: `imports features/${to} ('${specifier}'): a feature never imports another; compose them in src/app or move the shared piece to src/components or src/lib (docs/architecture.md, 'Module walls')`,
      });
    }
  }
  const used = pairsOf(files);
  for (const entry of allowed) {
    const pair = `${entry.from} → ${entry.to}`;
    if (!entry.reason) findings.push({ ...ALLOWED_AT, message: `allowed ${pair} gives no reason` });
    if (!used.has(`${entry.from}→${entry.to}`))
      findings.push({ ...ALLOWED_AT, message: `allowed ${pair} is no longer needed: take it off ALLOWED` });
  }
  return findings;
}

/** The code files under the features folder, as `{ file, text }` with repository-relative paths. */
export function readFeatureFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (CODE_FILE.test(entry.name))
        files.push({ file, text: readFileSync(path.join(root, file), 'utf8') });
    }
  };
  walk(FEATURES_DIR);
  return files;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = readFeatureFiles(root);
  const findings = checkFeatureWalls(files);
  for (const { file, line, message } of findings) console.error(`${file}:${line} ${message}`);
  if (findings.length > 0) {
    console.error(`\n${findings.length} crossing(s) of the feature walls.`);
    process.exit(1);
  }
  console.log(`feature walls hold: ${files.length} files checked, ${ALLOWED.length} allowed crossing(s)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
