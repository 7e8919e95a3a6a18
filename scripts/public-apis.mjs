// The project stands on its libraries' public APIs: this finds where code reaches past them, so a
// library's minor release cannot break us silently. Run by `npm run lint` (part of `npm test`):
//   node scripts/public-apis.mjs      lists every finding and exits 1 when there is one
// What counts as reaching past a public API:
// - a member whose name starts with `_` (`client._queryQueue`, `obj['_x']`): by convention private
//   to the library that made the object (our own code has no such names);
// - internals of the data layer's libraries that carry no underscore (pg's parsed statements, a
//   Drizzle session's client);
// - an import of a package file its `exports` map does not offer, or of a file under its lib/,
//   dist/, src/ or internal/ folders unless the package documents it (ALLOWED_FILES).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Package files their own documentation offers for use. */
export const ALLOWED_FILES = new Set(['nodemailer/lib/smtp-connection', 'nodemailer/lib/mail-composer']);

const PRIVATE_MEMBER = /(?:\?\.|\.)_[A-Za-z]\w*|\[\s*['"`]_[A-Za-z]\w*['"`]\s*\]/g;
const KNOWN_INTERNALS = /\b(parsedStatements|submittedNamedStatements)\b|\.session\??\.client\b/g;
const IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"]([^'"./][^'"]*)['"]|createRequire\([^)]*\)\(\s*['"]([^'"]+)['"]\s*\)/g;
const UNDOCUMENTED_FOLDER = /^(lib|dist|src|internal|build)(\/|$)/;

/** `@scope/name/sub/path` → { name: '@scope/name', subpath: 'sub/path' }. */
export function splitSpecifier(specifier) {
  const parts = specifier.split('/');
  const size = specifier.startsWith('@') ? 2 : 1;
  return { name: parts.slice(0, size).join('/'), subpath: parts.slice(size).join('/') };
}

/** Whether an `exports` map offers `./subpath` (exact keys and `*` patterns). */
export function exportsOffer(exportsField, subpath) {
  if (exportsField === undefined) return undefined;
  if (typeof exportsField === 'string' || Array.isArray(exportsField)) return subpath === '';
  const keys = Object.keys(exportsField);
  if (!keys.some((key) => key.startsWith('.'))) return subpath === '';
  const wanted = subpath === '' ? '.' : `./${subpath}`;
  return keys.some((key) => {
    if (key === wanted) return true;
    const star = key.indexOf('*');
    if (star < 0) return false;
    return wanted.startsWith(key.slice(0, star)) && wanted.endsWith(key.slice(star + 1));
  });
}

/** Removes comments, so a comment that names an internal is not a use of it. */
function withoutComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/**
 * The findings in one file: `{ line, what }` each. `exportsOf(name)` answers a package's
 * `exports` field (undefined when it has none or is not installed).
 */
export function findPrivateUses(text, exportsOf) {
  const findings = [];
  const lines = withoutComments(text).split('\n');
  lines.forEach((source, index) => {
    const line = index + 1;
    for (const match of source.matchAll(PRIVATE_MEMBER))
      findings.push({ line, what: `private member ${match[0]}` });
    for (const match of source.matchAll(KNOWN_INTERNALS))
      findings.push({ line, what: `library internals ${match[0]}` });
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier || specifier.startsWith('node:') || specifier.startsWith('.')) continue;
      const { name, subpath } = splitSpecifier(specifier);
      if (subpath === '' || ALLOWED_FILES.has(specifier.replace(/\.(c|m)?js$/, ''))) continue;
      const offered = exportsOf(name, subpath);
      if (offered === false || UNDOCUMENTED_FOLDER.test(subpath))
        findings.push({ line, what: `undocumented file ${specifier}` });
    }
  });
  return findings;
}

/** The `exports` answer for a package as installed at the repository's root. */
function installedExports(root) {
  const cache = new Map();
  return (name, subpath) => {
    if (!cache.has(name)) {
      const manifest = path.join(root, 'node_modules', name, 'package.json');
      cache.set(name, existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).exports : undefined);
    }
    return exportsOffer(cache.get(name), subpath);
  };
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      '--',
      'apps',
      'packages',
      'bench',
      'e2e',
      'scripts',
    ],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|js|mjs|cjs)$/.test(file) && !file.includes('node_modules/'))
    // This checker and its test name the patterns they look for.
    .filter((file) => !file.startsWith('scripts/public-apis'));
  const exportsOf = installedExports(root);
  let count = 0;
  for (const file of files) {
    if (!existsSync(path.join(root, file))) continue;
    for (const { line, what } of findPrivateUses(readFileSync(path.join(root, file), 'utf8'), exportsOf)) {
      console.error(`${file}:${line}: ${what}`);
      count += 1;
    }
  }
  if (count > 0) {
    console.error(`\n${count} use(s) of library internals: use the library's public API instead.`);
    process.exit(1);
  }
  console.log(`public APIs only: ${files.length} files checked`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
