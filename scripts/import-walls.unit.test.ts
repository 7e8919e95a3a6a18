import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The API's import walls (.dependency-cruiser.cjs, run by `npm run lint`), tried on a planted tree.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs'));
const planted = mkdtempSync(path.join(os.tmpdir(), 'bazar-walls-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

function plant(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
    writeFileSync(path.join(planted, file), text);
  }
}

async function violationsOf(): Promise<string[]> {
  const { tsConfig: _tsConfig, ...options } = config.options;
  const result = await cruise(['apps/api/src'], {
    ...options,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    baseDir: planted,
  });
  const output = result.output as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('the import walls', () => {
  it('refuse a module importing another, infrastructure importing a module, a module importing a flow, and a cycle', async () => {
    plant({
      'apps/api/src/modules/cart/index.ts': "import { x } from '../catalog/index.ts';\nexport const y = x;\n",
      'apps/api/src/modules/catalog/index.ts': 'export const x = 1;\n',
      'apps/api/src/modules/orders/index.ts':
        "import { f } from '../../flows/index.ts';\nexport const o = f;\n",
      'apps/api/src/flows/index.ts':
        "import { x } from '../modules/catalog/index.ts';\nexport const f = x;\n",
      'apps/api/src/platform/mail.ts':
        "import { x } from '../modules/catalog/index.ts';\nexport const m = x;\n",
      'apps/api/src/db/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
      'apps/api/src/db/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    const found = await violationsOf();
    expect(found).toContain(
      'module-to-module: apps/api/src/modules/cart/index.ts → apps/api/src/modules/catalog/index.ts',
    );
    expect(found).toContain(
      'infrastructure-to-domain: apps/api/src/platform/mail.ts → apps/api/src/modules/catalog/index.ts',
    );
    expect(found).toContain(
      'only-the-root-starts-flows: apps/api/src/modules/orders/index.ts → apps/api/src/flows/index.ts',
    );
    expect(found.some((v) => v.startsWith('no-circular: apps/api/src/db/'))).toBe(true);
    // A flow calling a module's face is what flows are for.
    expect(found.some((v) => v.startsWith('module-to-module: apps/api/src/flows/'))).toBe(false);
  });
});
