import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_MSG } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, login, PASSWORD, registerAndLogin } from '../../../test/auth.js';
import type { TestApp } from '../../../test/helpers.js';
import { type SmtpInbox, startSmtpInbox } from '../../../test/smtp-inbox.js';
import { passwordResetTokens } from '../../db/schema.js';

let inbox: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildAccountsApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'https://tienda.example' });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const sendEmail = (email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/sendEmail', payload: { email } });
/** The new password typed twice, as the page sends it (unless a test says otherwise). */
const reset = (payload: { password?: string; passwordConfirmation?: string } & Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/forgotPassword',
    payload: { passwordConfirmation: payload.password, ...payload },
  });
const check = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgotPassword/check', payload: { token } });
const tokenOf = (mail: ParsedMail) => {
  const match = /https:\/\/tienda\.example\/forgotPassword\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('no link in the mail');
  return match[1];
};

describe('POST /api/sendEmail', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { user } = await registerAndLogin(t.app);
    const known = await sendEmail(user.email.toUpperCase());
    const unknown = await sendEmail('nadie-aqui@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ msg: ACCOUNT_MSG.mailSent });
    const mail = await inbox.next(user.email);
    expect(mail.subject).toContain('contraseña');
    expect(mail.html).toContain('forgotPassword?token=');
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.mails.some((m) => JSON.stringify(m.to).includes('nadie-aqui'))).toBe(false);
  });

  it('refuses a malformed address with the Spanish field message', async () => {
    const response = await sendEmail('no-es-correo');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ param: 'email', msg: ACCOUNT_MSG.invalidEmail }] });
  });
});

describe('POST /api/forgotPassword', () => {
  it('changes the password with the mailed link once, revoking every session', async () => {
    const { token: session, user } = await registerAndLogin(t.app);
    await sendEmail(user.email);
    const token = tokenOf(await inbox.next(user.email));
    const body = { password: 'Nueva-Clave-99', token };

    expect((await check(token)).json()).toEqual({ msg: ACCOUNT_MSG.resetLinkValid });
    // A typo in the second field changes nothing and leaves the link usable.
    const typo = await reset({ ...body, passwordConfirmation: 'Nueva-Clave-98' });
    expect(typo.json()).toEqual({
      errors: [{ param: 'passwordConfirmation', msg: ACCOUNT_MSG.passwordsDiffer }],
    });
    expect((await login(t.app, user.userName, PASSWORD)).statusCode).toBe(200);

    const first = await reset(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ msg: ACCOUNT_MSG.passwordReset });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: authHeader(session) })).statusCode,
    ).toBe(401);
    expect((await login(t.app, user.userName, PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, user.userName, 'Nueva-Clave-99')).statusCode).toBe(200);

    // The page of a spent link says so when it opens.
    expect([(await check(token)).statusCode, (await check(token)).json()]).toEqual([
      400,
      { msg: ACCOUNT_MSG.resetLinkInvalid },
    ]);
    const second = await reset({ ...body, password: 'Otra-Clave-77' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ msg: ACCOUNT_MSG.resetLinkInvalid });
  });

  it('lets the token alone name the account: an e-mail sent along changes nothing', async () => {
    const { user } = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    await sendEmail(user.email);
    const token = tokenOf(await inbox.next(user.email));
    const answer = await reset({ email: other.user.email, password: 'Nueva-Clave-99', token });
    expect(answer.statusCode).toBe(200);
    expect((await login(t.app, user.userName, 'Nueva-Clave-99')).statusCode).toBe(200);
    expect((await login(t.app, other.user.userName, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token and a made-up token', async () => {
    const { user } = await registerAndLogin(t.app);
    await sendEmail(user.email);
    const token = tokenOf(await inbox.next(user.email));
    const invalid = { msg: ACCOUNT_MSG.resetLinkInvalid };

    expect((await reset({ password: 'Nueva-Clave-99', token: 'x'.repeat(43) })).json()).toEqual(invalid);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await check(token)).statusCode).toBe(400);
    const expired = await reset({ password: 'Nueva-Clave-99', token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalid);
    expect((await login(t.app, user.userName, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses short and common passwords without spending the token', async () => {
    const { user } = await registerAndLogin(t.app);
    await sendEmail(user.email);
    const token = tokenOf(await inbox.next(user.email));
    const short = await reset({ password: '1234', token });
    expect(short.json()).toEqual({ errors: [{ param: 'password', msg: ACCOUNT_MSG.passwordMin }] });
    const common = await reset({ password: 'admin123', token });
    expect(common.json()).toEqual({ errors: [{ param: 'password', msg: ACCOUNT_MSG.passwordCommon }] });
    expect((await reset({ password: 'Nueva-Clave-99', token })).statusCode).toBe(200);
  });
});

describe('mail without SMTP_URL', () => {
  it('writes the recovery e-mail as an .eml file under DATA_DIR/outbox', async () => {
    const local = await buildAccountsApp();
    try {
      const { user } = await registerAndLogin(local.app);
      await local.app.inject({ method: 'POST', url: '/api/sendEmail', payload: { email: user.email } });
      const outbox = path.join(local.app.env.dataDir, 'outbox');
      let files: string[] = [];
      for (let i = 0; i < 50 && files.length === 0; i++) {
        files = await readdir(outbox).catch(() => []);
        if (files.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(files).toHaveLength(1);
      const mail = await simpleParser(await readFile(path.join(outbox, files[0] as string)));
      expect(mail.text).toContain('/forgotPassword?token=');
      expect(mail.html).toContain('Cambiar mi contraseña');
    } finally {
      await local.close();
    }
  });
});

describe('changing the e-mail (POST /api/user/update)', () => {
  const update = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/update', headers: authHeader(token), payload });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });

  it('needs the current password: a stolen session alone cannot redirect recovery', async () => {
    const { token, body } = await registerAndLogin(t.app);
    const missing = await update(token, { email: `robo-${body.userName}@example.com` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      errors: [{ param: 'currentPassword', msg: ACCOUNT_MSG.currentPasswordRequired }],
    });
    const wrong = await update(token, {
      email: `robo-${body.userName}@example.com`,
      currentPassword: 'x1x2x3',
    });
    expect(wrong.json()).toEqual({ errors: [{ param: 'currentPassword', msg: ACCOUNT_MSG.wrongPassword }] });
    expect((await me(token)).json().email).toBe(body.email);
  });

  it('with the password: changes it, tells the old address and ends the other sessions', async () => {
    const { token, body } = await registerAndLogin(t.app);
    const other = (await login(t.app, body.userName)).json().token as string;
    const newEmail = `nuevo-${body.userName}@example.com`;
    const response = await update(token, { email: newEmail, currentPassword: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(newEmail);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const notice = await inbox.next(body.email);
    expect(notice.subject).toBe('Bazar: cambió el correo de tu cuenta');
    expect(notice.text).toContain(newEmail);
  });
});
