import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the Node the shop runs on', () => {
  it('is the one package.json requires (the `node` dev dependency, first on the scripts’ PATH)', () => {
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    const required = Number(/^>=(\d+)/.exec(engines.node)?.[1]);
    expect(required).toBeGreaterThanOrEqual(24);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(required);
  });
});
