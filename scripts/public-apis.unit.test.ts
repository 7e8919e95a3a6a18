import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { exportsOffer, findPrivateUses } from './public-apis.mjs';

type Finding = { line: number; what: string };
const pgExports = { '.': './lib/index.js', './lib/*': './lib/*.js' };
const exportsOf = (name: string, subpath: string) =>
  name === 'pg'
    ? exportsOffer(pgExports, subpath)
    : name === 'drizzle-orm'
      ? subpath !== 'secret'
      : undefined;
const find = (text: string): Finding[] => findPrivateUses(text, exportsOf);

describe('the public-API check', () => {
  it('finds private members, pg internals and Drizzle’s session client', () => {
    const found = find(
      [
        'if (client._activeQuery || client._queryQueue.length > 0) return;',
        "const q = client['_queryQueue'];",
        'connection.parsedStatements = {};',
        'const c = (tx as any).session?.client;',
      ].join('\n'),
    );
    expect(found.map((f) => f.line)).toEqual([1, 1, 2, 3, 4]);
  });

  it('finds files a package does not document, even where its exports map lets them through', () => {
    const found = find(
      [
        "const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js');",
        "import addressparser from 'nodemailer/lib/addressparser';",
        "import x from 'drizzle-orm/secret';",
        "import SMTPConnection from 'nodemailer/lib/smtp-connection';",
        "import { drizzle } from 'drizzle-orm/node-postgres';",
        "import pg from 'pg';",
        "import { helpers } from './lib/helpers.js';",
      ].join('\n'),
    );
    expect(found).toEqual([
      { line: 1, what: 'undocumented file pg/lib/utils.js' },
      { line: 2, what: 'undocumented file nodemailer/lib/addressparser' },
      { line: 3, what: 'undocumented file drizzle-orm/secret' },
    ]);
  });

  it('ignores comments that name an internal', () => {
    expect(find('// pg keeps _activeQuery to itself\n/* parsedStatements */ const a = 1;')).toEqual([]);
  });

  it('finds nothing in the repository', () => {
    // Throws (exit code 1, with the list) when a file uses one.
    expect(execFileSync('node', ['scripts/public-apis.mjs'], { encoding: 'utf8' })).toMatch(
      /public APIs only/,
    );
  });
});
