import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-resolver';

describe('the forms’ zod resolver', () => {
  it('makes zod’s own messages Spanish in the browser bundle', () => {
    const result = z.object({ stock: z.number() }).safeParse({ stock: 'mucho' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Entrada inválida: se esperaba número/);
  });
});
