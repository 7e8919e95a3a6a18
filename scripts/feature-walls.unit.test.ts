import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { checkFeatureWalls, findCrossings, readFeatureFiles } from './feature-walls.mjs';

type Crossing = { line: number; from: string; to: string; specifier: string };
type Finding = { file: string; line: number; message: string };
type Allowed = { from: string; to: string; reason: string };

const LOGIN = 'apps/web/src/features/accounts/api/login.ts';
const crossings = (text: string, allowed: Allowed[] = [], file = LOGIN): Crossing[] =>
  findCrossings(file, text, allowed);

describe('the feature walls', () => {
  it('find an import of another feature: its index, a deep file, a dynamic import, an alias', () => {
    const found = crossings(
      [
        "import { useCartCount } from '../../cart';",
        "import { reloadUserCart } from '../../cart/api/get-cart';",
        "const merge = () => import('../../cart/api/merge-guest-cart');",
        "export { CartSync } from '../../cart/components/cart-sync';",
        "import type { Cart } from '@/features/cart/types';",
        "import '../../checkout/styles.css';",
      ].join('\n'),
    );
    expect(found.map(({ line, to }) => [line, to])).toEqual([
      [1, 'cart'],
      [2, 'cart'],
      [3, 'cart'],
      [4, 'cart'],
      [5, 'cart'],
      [6, 'checkout'],
    ]);
  });

  it('find one split over lines, and one from a feature’s root file', () => {
    const found = crossings(
      "import {\n  openLoginModal,\n  useLoginModalOpen,\n} from '../accounts';",
      [],
      'apps/web/src/features/wishlist/use-wishlist-toggle.ts',
    );
    expect(found).toEqual([{ line: 4, from: 'wishlist', to: 'accounts', specifier: '../accounts' }]);
  });

  it('accept imports inside the feature, of the shared code and of packages', () => {
    expect(
      crossings(
        [
          "import { accountKeys } from './keys';",
          "import { LoginForm } from '../components/login-form';",
          "const page = () => import('../pages/login-page');",
          "import { apiRequest } from '../../../lib/api-client';",
          "import { SubmitButton } from '../../../components/submit-button';",
          "import { useMutation } from '@tanstack/react-query';",
          "import { loginBodySchema } from '@bazar/shared';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('accept what the allow-list lets through, and only that', () => {
    const allowed = [{ from: 'accounts', to: 'cart', reason: 'a reason' }];
    const text = "import { x } from '../../cart';\nimport { y } from '../../checkout';";
    expect(crossings(text, allowed).map((c) => c.to)).toEqual(['checkout']);
  });

  it('ignore a comment that shows an import, and files outside the features', () => {
    expect(crossings("// import { x } from '../../cart';\n/* import('../../cart') */")).toEqual([]);
    expect(
      crossings(
        "import { CartPage } from '../../features/cart';",
        [],
        'apps/web/src/app/pages/cart-page.tsx',
      ),
    ).toEqual([]);
  });

  it('name the file and line, and an allowed crossing no import needs any more', () => {
    const files = [{ file: LOGIN, text: "\nimport { syncCartAfterLogin } from '../../cart';" }];
    const findings: Finding[] = checkFeatureWalls(files, [
      { from: 'addresses', to: 'accounts', reason: 'gone since' },
    ]);
    expect(findings.map(({ file, line }) => `${file}:${line}`)).toEqual([
      `${LOGIN}:2`,
      expect.stringMatching(/^scripts\/feature-walls\.mjs:[1-9]\d*$/),
    ]);
    expect(findings[0]?.message).toMatch(/imports features\/cart/);
    expect(findings[1]?.message).toMatch(/addresses → accounts is no longer needed/);
  });

  it('find nothing in the repository', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    expect(checkFeatureWalls(readFeatureFiles(root))).toEqual([]);
    // The command `npm run lint` runs: exit code 1, with the list, when a feature crosses.
    expect(execFileSync('node', ['scripts/feature-walls.mjs'], { cwd: root, encoding: 'utf8' })).toMatch(
      /feature walls hold/,
    );
  });
});
