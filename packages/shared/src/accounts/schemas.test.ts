import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from './messages.js';
import { loginBodySchema, registerBodySchema, updateProfileBodySchema } from './schemas.js';

const valid = {
  email: '  Ana@Example.COM ',
  password: 'Ciruela-42',
  passwordConfirmation: 'Ciruela-42',
  userName: 'ana.perez',
  lastName: 'Pérez',
  idPersonal: '301',
};

describe('registerBodySchema', () => {
  it('normalises the e-mail and strips keys it does not know', () => {
    const parsed = registerBodySchema.parse({ ...valid, role: 'root', banned: true });
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('banned');
  });

  it('reports a mismatched confirmation on passwordConfirmation', () => {
    const result = registerBodySchema.safeParse({ ...valid, passwordConfirmation: 'otra' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['passwordConfirmation'],
      message: ACCOUNT_MSG.passwordsDiffer,
    });
  });
});

describe('loginBodySchema', () => {
  it('refuses an operator object instead of a name', () => {
    expect(loginBodySchema.safeParse({ userOrEmail: { $ne: null }, password: 'x' }).success).toBe(false);
  });
});

describe('updateProfileBodySchema', () => {
  it('treats blank fields as not given', () => {
    expect(updateProfileBodySchema.parse({ userName: '  ', phone: '', address: 'Calle 1' })).toEqual({
      address: 'Calle 1',
    });
  });
});
