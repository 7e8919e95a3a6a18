// What: docs/configuration.md, the table of every environment variable the server reads (its name,
// its default, what it does), generated from apps/api/src/config/env.ts.
// Why: env.ts is the only reader of process.env, and a copy of its ~77 variables kept by hand in the
// README drifted from it. This script takes the names, defaults and accepted values from the zod
// schema itself, loaded at run time. The descriptions and section titles come from the comments
// written right above each variable in env.ts. So a variable and its documentation change in one
// place, and a test (config-doc.unit.test.ts) fails when the document is not regenerated.
//
//   node scripts/config-doc.mjs                 prints the document
//   node scripts/config-doc.mjs --write         writes docs/configuration.md
//   node scripts/config-doc.mjs --check         exits 1 when docs/configuration.md differs
//   node scripts/config-doc.mjs --check --file F   compares another file instead (tests use it)
//
// The rules for env.ts: each variable of `envSchema` gets a `/** … */` comment right above it, in
// plain sentences (Markdown code spans allowed). `// ── Title ──` starts a section. An optional
// variable whose effective default is computed elsewhere (in loadEnv, say) states that default
// with `@default text`. A variable whose schema has a default must not also have `@default`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ENV_SOURCE = path.join(REPO_ROOT, 'apps/api/src/config/env.ts');
export const DOC_PATH = path.join(REPO_ROOT, 'docs/configuration.md');

/** Variables the tests read (vitest.config.ts and apps/api/test), not the server: not in env.ts. */
const TEST_VARIABLES = [
  [
    'TEST_DATABASE_URL',
    'A PostgreSQL server on which the API suite runs a second time (project `api-postgres`), in a new ' +
      'database for each run that is dropped at the end. With `TEST_REDIS_URL` as well, the suite also ' +
      'runs the production topology (`api-topology`). `.ci/run` sets it.',
  ],
  [
    'TEST_REDIS_URL',
    'A Redis server for the tests between instances (`*.redis.test.ts`, project `api-redis`: shared ' +
      'limits, the session cache, the live dashboard events). `.ci/run` sets it.',
  ],
];

const BOOLEAN_INPUTS = ['0', '1', 'false', 'no', 'true', 'yes'];

/**
 * The sections and variables of env.ts's `envSchema` in source order, each variable with the
 * description written above it: `{ section }` or `{ name, description, documentedDefault }`.
 */
export function readDescriptions(source) {
  const opening = 'export const envSchema = z.object({\n';
  const start = source.indexOf(opening);
  const end = source.indexOf('\n});\n', start);
  if (start < 0 || end < 0) throw new Error('env.ts: `export const envSchema = z.object({ … });` not found');
  const lines = source.slice(start + opening.length, end).split('\n');
  const entries = [];
  const problems = [];
  let pending;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const section = /^\s*\/\/ ── (.+?) ──\s*$/.exec(line);
    if (section) {
      if (pending) problems.push(`a description before the section "${section[1]}" belongs to no variable`);
      pending = undefined;
      entries.push({ section: section[1] });
      continue;
    }
    if (/^\s*\/\*\*/.test(line)) {
      if (pending) problems.push(`two descriptions in a row (line ${i + 1} of the schema)`);
      const comment = [line];
      while (!comment.at(-1).includes('*/') && i + 1 < lines.length) comment.push(lines[++i]);
      pending = parseComment(comment.join('\n'));
      continue;
    }
    const variable = /^ {2}([A-Z][A-Z0-9_]*):/.exec(line);
    if (variable) {
      const name = variable[1];
      if (!pending?.description)
        problems.push(`${name} has no description: write a /** … */ comment above it`);
      entries.push({ name, description: pending?.description ?? '', documentedDefault: pending?.default });
      pending = undefined;
    }
  }
  if (pending) problems.push('the last description belongs to no variable');
  if (problems.length) throw new Error(`env.ts:\n  ${problems.join('\n  ')}`);
  return entries;
}

/** `/** text … @default value *\/` → { description, default }. */
function parseComment(comment) {
  const text = comment
    .replace(/^\s*\/\*\*/, '')
    .replace(/\*\/\s*$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim())
    .join(' ');
  const [description, documentedDefault] = text.split(/\s*@default\s+/);
  return { description: squeeze(description), default: documentedDefault && squeeze(documentedDefault) };
}

const squeeze = (text) => text.replace(/\s+/g, ' ').trim();

/** A Markdown table cell: no line breaks, no unescaped pipes. */
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const code = (value) => `\`${value}\``;

/** What a variable's parsed default looks like in the table. */
function shownDefault(value, documented, repoRoot) {
  // An empty list (DATABASE_READ_URLS unset) is no default either.
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return documented ?? '—';
  if (typeof value === 'string' && path.isAbsolute(value) && value.startsWith(repoRoot + path.sep)) {
    return code(path.relative(repoRoot, value).split(path.sep).join('/'));
  }
  return code(String(value));
}

/** The values a variable accepts, from the schema's input side (JSON Schema). */
function accepted(property) {
  if (!property) return '';
  if (property.enum) {
    if ([...property.enum].sort().join() === BOOLEAN_INPUTS.join()) return '';
    return `One of ${property.enum.map(code).join(', ')}.`;
  }
  const range = [];
  const max = property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER;
  if (property.minimum !== undefined && max) range.push(` from ${property.minimum} to ${property.maximum}`);
  else if (property.minimum !== undefined) range.push(`, at least ${property.minimum}`);
  else if (max) range.push(`, at most ${property.maximum}`);
  if (property.type === 'integer') return `A whole number${range[0] ?? ''}.`;
  if (property.type === 'number') return `A number (decimals allowed)${range[0] ?? ''}.`;
  if (property.format === 'uri') return 'A URL.';
  if (property.format === 'email') return 'An e-mail address.';
  return '';
}

/**
 * The whole document, from the schema (`envSchema` of env.ts) and env.ts's text. Throws when they
 * disagree (a variable without a description, a description without a variable).
 */
export function renderConfigDoc({ schema, source, repoRoot = REPO_ROOT }) {
  const entries = readDescriptions(source);
  const names = Object.keys(schema.shape);
  const described = entries.filter((e) => e.name).map((e) => e.name);
  const missing = names.filter((n) => !described.includes(n));
  const extra = described.filter((n) => !names.includes(n));
  if (missing.length || extra.length) {
    throw new Error(
      `env.ts and its schema disagree: ${[
        ...missing.map((n) => `${n} is in the schema but not described in the source`),
        ...extra.map((n) => `${n} is described but not in the schema`),
      ].join('; ')}`,
    );
  }
  const parsed = schema.safeParse({});
  if (!parsed.success) throw new Error(`the schema's defaults do not parse: ${parsed.error.message}`);
  const defaults = parsed.data;
  const input = schema.toJSONSchema({ io: 'input', unrepresentable: 'any' }).properties ?? {};

  const out = [
    '# Configuration',
    '',
    '<!-- Generated by scripts/config-doc.mjs from apps/api/src/config/env.ts. Do not edit it here:',
    '     change the comment above the variable in env.ts, then run `node scripts/config-doc.mjs --write`. -->',
    '',
    'The server reads its settings from environment variables. `apps/api/src/config/env.ts` is the only',
    'place that reads `process.env`. Every variable is optional for the demo (`npm start`). All of them',
    'are checked at start, and the server refuses to start with a list of every invalid value. It also',
    'refuses to start when a setting is missing that another one needs (`mercadopago` without its',
    'tokens, production or `REDIS_URL` without a shared `SANDBOX_WEBHOOK_SECRET`, `S3_BUCKET` without',
    'its endpoint and keys). The rows below say which. Yes/no variables take `true`, `false`, `1`,',
    '`0`, `yes` or `no`.',
    '',
    'How these settings fit together in production (several instances, Redis, S3, Mercado Pago) is in',
    '[operations.md](operations.md).',
  ];
  const table = () => out.push('', '| Variable | Default | What it does |', '|---|---|---|');
  let open = false;
  for (const entry of entries) {
    if (entry.section) {
      out.push('', `## ${entry.section}`);
      open = false;
      continue;
    }
    const { name, description, documentedDefault } = entry;
    const value = defaults[name];
    if (value !== undefined && documentedDefault) {
      throw new Error(`${name}: the schema has a default (${value}); remove its @default comment`);
    }
    if (!open) {
      table();
      open = true;
    }
    const what = [description, accepted(input[name])].filter(Boolean).join(' ');
    out.push(`| ${code(name)} | ${cell(shownDefault(value, documentedDefault, repoRoot))} | ${cell(what)} |`);
  }
  out.push(
    '',
    '## Read by the tests only',
    '',
    'These are not settings of the server. `vitest.config.ts` and `apps/api/test` read them. `npm test`',
    'runs without them and skips what they enable.',
    '',
    '| Variable | Default | What it does |',
    '|---|---|---|',
    ...TEST_VARIABLES.map(([name, what]) => `| ${code(name)} | — | ${cell(what)} |`),
    '',
  );
  return out.join('\n');
}

/** env.ts loaded through tsx, as the API's own scripts load TypeScript. */
async function loadEnvSchema() {
  const { tsImport } = await import('tsx/esm/api');
  const module = await tsImport(pathToFileURL(ENV_SOURCE).href, import.meta.url);
  return module.envSchema;
}

async function main(args) {
  const rendered = renderConfigDoc({
    schema: await loadEnvSchema(),
    source: readFileSync(ENV_SOURCE, 'utf8'),
  });
  const fileIndex = args.indexOf('--file');
  const file = fileIndex >= 0 ? path.resolve(args[fileIndex + 1] ?? '') : DOC_PATH;
  const shown = path.relative(REPO_ROOT, file);
  if (args.includes('--write')) {
    writeFileSync(file, rendered);
    console.log(`wrote ${shown}`);
  } else if (args.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {}
    if (current !== rendered) {
      const a = current.split('\n');
      const b = rendered.split('\n');
      const differing = b.findIndex((text, i) => text !== a[i]);
      const line = differing < 0 ? b.length : differing;
      console.error(
        `${shown} is out of date with apps/api/src/config/env.ts (first difference at line ${line + 1}).\n` +
          'Run: node scripts/config-doc.mjs --write',
      );
      process.exitCode = 1;
    } else {
      console.log(`${shown} matches apps/api/src/config/env.ts`);
    }
  } else {
    process.stdout.write(rendered);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main(process.argv.slice(2));
}
