import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envSchema } from '../apps/api/src/config/env.js';
// @ts-expect-error: a plain .mjs script without types
import { DOC_PATH, ENV_SOURCE, REPO_ROOT, renderConfigDoc } from './config-doc.mjs';

const source = readFileSync(ENV_SOURCE, 'utf8');
const committed = readFileSync(DOC_PATH, 'utf8');
const render = (schema: z.ZodObject = envSchema, text: string = source): string =>
  renderConfigDoc({ schema, source: text });

describe('docs/configuration.md', () => {
  it('is what scripts/config-doc.mjs generates from env.ts (else run: node scripts/config-doc.mjs --write)', () => {
    expect(render()).toBe(committed);
  });

  it('has a row for every variable of env.ts, with its default', () => {
    const defaults = envSchema.parse({}) as Record<string, unknown>;
    for (const name of Object.keys(envSchema.shape)) {
      const row = committed.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, name).toBeDefined();
      const value = defaults[name];
      if (typeof value === 'number' || typeof value === 'boolean') expect(row).toContain(`| \`${value}\` |`);
    }
  });
});

describe('a drift between env.ts and the document', () => {
  it('is found when a description changes', () => {
    const changed = source.replace('/** The HTTP port. */', '/** The port the shop answers on. */');
    expect(changed).not.toBe(source);
    expect(render(envSchema, changed)).not.toBe(committed);
  });

  it('is found when a default changes', () => {
    const schema = envSchema.extend({ PORT: z.coerce.number().int().min(0).max(65535).default(8080) });
    const rendered = render(schema);
    expect(rendered).not.toBe(committed);
    expect(rendered).toContain('| `PORT` | `8080` |');
  });

  it('stops the generator when a variable has no description, or the schema has one the source lacks', () => {
    const undescribed = source.replace('  /** The HTTP port. */\n', '');
    expect(() => render(envSchema, undescribed)).toThrow(/PORT has no description/);
    const schema = envSchema.extend({ NEW_SETTING: z.string().optional() });
    expect(() => render(schema)).toThrow(/NEW_SETTING is in the schema but not described/);
  });

  describe('through the command line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-doc-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const check = (file?: string): number => {
      try {
        execFileSync(
          process.execPath,
          ['scripts/config-doc.mjs', '--check', ...(file ? ['--file', file] : [])],
          {
            cwd: REPO_ROOT,
            stdio: 'pipe',
          },
        );
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };

    it('--check passes on the committed document and exits 1 on a planted drift', () => {
      expect(check()).toBe(0);
      const planted = path.join(dir, 'configuration.md');
      writeFileSync(planted, committed.replace('| `PORT` | `3000` |', '| `PORT` | `3001` |'));
      expect(check(planted)).toBe(1);
    }, 60_000);
  });
});
