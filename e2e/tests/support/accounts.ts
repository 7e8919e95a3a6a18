import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

export const ADMIN = { email: 'admin@bazar.local', password: 'Admin-e2e-Secreta-1' };

export interface TestUser {
  userName: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  idPersonal: string;
}

export interface Session {
  token: string;
  userName: string;
  root: boolean;
}

/** A fresh account's data; names are unique per run and per call. */
export function newUser(prefix = 'e2e'): TestUser {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    userName: `${prefix}_${tag}`,
    email: `${prefix}.${tag}@correo.test`,
    password: 'Clave-Segura-2024x',
    firstName: 'Lucía',
    lastName: 'Fernández',
    idPersonal: `DNI-${tag}`,
  };
}

export async function registerViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/user', {
    data: { ...user, passwordConfirmation: user.password },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function loginViaApi(
  request: APIRequestContext,
  userOrEmail: string,
  password: string,
): Promise<Session> {
  const response = await request.post('/api/login', { data: { userOrEmail, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

/**
 * Stores a real session the way the app does after a login: the next page the tab opens is signed
 * in. The session is written by a script Playwright runs before that page's own scripts, so the app
 * starts signed in as `session` (no screen of the person signed in before is left to answer for
 * them), and no page load is spent on it (a load costs Chromium about a second on this machine).
 * The script writes once per tab (its mark in sessionStorage): a later sign-out or a second
 * storeSession is not undone by the next load.
 */
export async function storeSession(page: Page, session: Session): Promise<void> {
  const mark = `bazar.e2e.session.${Date.now()}.${Math.random()}`;
  await page.addInitScript(
    ({ auth, mark }) => {
      // Not in frames (the payment's), and not on about:blank, which has no storage.
      if (window !== window.top || location.protocol !== 'http:' || sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, '1');
      localStorage.setItem('bazar.auth', JSON.stringify(auth));
    },
    { auth: session, mark },
  );
}

/** Signs `session` in (storeSession) and opens `path` with it: one page load. */
export async function signInWith(page: Page, session: Session, path = '/'): Promise<void> {
  await storeSession(page, session);
  await page.goto(path);
}

export async function storedAuth(page: Page): Promise<Session | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('bazar.auth') ?? 'null'));
}

/** Bans an account through the API, as the administrator does from the back office. */
export async function banViaApi(request: APIRequestContext, userName: string): Promise<void> {
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const headers = { 'auth-token': admin.token };
  const list = await request.get('/api/user/all', { params: { q: userName }, headers });
  expect(list.status(), await list.text()).toBe(200);
  const { items } = (await list.json()) as { items: { id: number; userName: string }[] };
  const user = items.find((u) => u.userName === userName);
  expect(user, `${userName} en /api/user/all`).toBeTruthy();
  const ban = await request.post('/api/user/ban', { data: { id: user?.id }, headers });
  expect(ban.status(), await ban.text()).toBe(200);
}

/**
 * The recovery link of the newest e-mail to `email` in the server's outbox (the e2e server has
 * no SMTP_URL, so each message is an .eml file under DATA_DIR/outbox). Returns path and query.
 */
export async function recoveryLinkFor(email: string): Promise<string | undefined> {
  const dataDir = process.env.BAZAR_E2E_DATA_DIR;
  if (!dataDir) throw new Error('BAZAR_E2E_DATA_DIR no está definido (lo define playwright.config.ts)');
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    // Read as a mail client reads it: headers and parts decoded.
    const message = await simpleParser(await readFile(path.join(outbox, file)));
    const to = message.to && !Array.isArray(message.to) ? message.to.text : '';
    if (!to.toLowerCase().includes(email.toLowerCase())) continue;
    const link = (message.text ?? '').match(
      /https?:\/\/[^\s"<>]*(\/forgotPassword\?token=[A-Za-z0-9_\-%.~]+)/,
    )?.[1];
    if (link) return link;
  }
  return undefined;
}

/** Fills the registration form ('Registro') with the user's data; answers the form. */
export async function fillRegistration(page: Page, user: TestUser, confirmation = user.password) {
  const form = page.getByRole('form', { name: 'Registro' });
  await form.getByLabel('Nombre de usuario').fill(user.userName);
  await form.getByLabel('Correo electrónico').fill(user.email);
  await form.getByLabel(/^Contraseña[\s*]*$/).fill(user.password);
  await form.getByLabel('Confirmar contraseña').fill(confirmation);
  await form.getByLabel('Nombre', { exact: true }).fill(user.firstName);
  await form.getByLabel('Apellido').fill(user.lastName);
  await form.getByLabel('Documento de identidad').fill(user.idPersonal);
  return form;
}

/**
 * Starts watching for the greeting a login shows ('¡Bienvenido …!') and returns the check that it
 * was shown. The greeting stays 1.5 s: a check that starts after the login's click could look
 * between its polls on a busy machine and miss it, so the page itself notes it as it appears.
 */
export async function watchGreeting(page: Page, userName: string): Promise<() => Promise<void>> {
  const greeting = `Bienvenido ${userName}!`;
  await page.evaluate((text) => {
    const seen = window as unknown as { bazarGreeted?: boolean };
    seen.bazarGreeted = false;
    const observer = new MutationObserver((records) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      if (
        added.some(
          (node) => node instanceof Element && node.checkVisibility() && node.textContent?.includes(text),
        )
      ) {
        seen.bazarGreeted = true;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
  }, greeting);
  return async () => {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { bazarGreeted?: boolean }).bazarGreeted), {
        message: `'${greeting}' shown`,
      })
      .toBe(true);
  };
}
