import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import {
  banViaApi,
  fillRegistration,
  newUser,
  recoveryLinkFor,
  registerViaApi,
  signInWith,
  storedAuth,
  watchGreeting,
} from './support/accounts';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

async function openLoginModal(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Ingresar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ingresar' });
  await expect(dialog.getByLabel('Usuario o correo')).toBeVisible();
  return dialog;
}

async function loginInModal(page: Page, userOrEmail: string, password: string) {
  const dialog = await openLoginModal(page);
  await dialog.getByLabel('Usuario o correo').fill(userOrEmail);
  await dialog.getByLabel('Contraseña').fill(password);
  await dialog.getByRole('button', { name: 'Ingresar' }).click();
  return dialog;
}

test.describe('accounts', () => {
  test('register, sign in, edit the profile, change the password, log out, recover it by e-mail', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const user = newUser('journey');
    const other = newUser('ocupado');
    await registerViaApi(request, other);

    // Registration.
    await page.goto('/userRegister');
    const form = await fillRegistration(page, user);
    await form.getByLabel('Teléfono').fill('011 4444-5555');
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('dialog').getByText('Registro Completo.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    // Registered means signed in: the header greets the new user.
    await expect(page.getByRole('button', { name: `Menú de ${user.userName}` })).toBeVisible();
    expect(await storedAuth(page)).toMatchObject({ userName: user.userName, root: false });
    await page.screenshot({ path: artifact('registered-signed-in.png') });
    await page.getByRole('button', { name: `Menú de ${user.userName}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Ingresar' })).toBeVisible();

    // Login through the header's modal.
    const greeted = await watchGreeting(page, user.userName);
    const dialog = await loginInModal(page, user.userName, user.password);
    await greeted();
    await expect(dialog).toBeHidden();
    const session = await storedAuth(page);
    expect(session).toMatchObject({ userName: user.userName, root: false });
    await expect(page.getByRole('link', { name: 'Administración', exact: true })).toHaveCount(0);

    // The user menu.
    await page.getByRole('button', { name: `Menú de ${user.userName}` }).click();
    for (const item of [
      'Ver perfil',
      'Lista de deseos',
      'Mis reseñas',
      'Mis compras',
      'Mis publicaciones',
      'Ventas',
      'Mi dinero',
      'Vender',
    ]) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Ver perfil' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    const details = page.getByRole('region', { name: 'Mis datos' });
    await expect(details.getByText(user.email)).toBeVisible();
    await expect(details.getByText('011 4444-5555')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Mis publicaciones' }).getByText('No tienes productos en venta'),
    ).toBeVisible();

    // Edit: a taken user name blocks the submit; a free one is saved and shown without a reload.
    await details.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('form', { name: 'Editar perfil' });
    // The fields hold the current values, ready to be corrected.
    await expect(edit.getByLabel('Correo electrónico')).toHaveValue(user.email);
    await expect(edit.getByLabel('Teléfono')).toHaveValue('011 4444-5555');
    await edit.getByLabel('Nombre de usuario').fill(other.userName);
    await expect(edit.getByText('Hay un usuario con este nombre')).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    const renamed = `${user.userName}_n`;
    await edit.getByLabel('Nombre de usuario').fill(renamed);
    await edit.getByLabel('Dirección').fill('Av. Corrientes 1234');
    await expect(edit.getByText('Hay un usuario con este nombre')).toBeHidden();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(
      page.getByText('¡Los cambios han sido efectuados! Recarga la página para visualizar los cambios'),
    ).toBeVisible();
    await expect(details.getByText('Av. Corrientes 1234')).toBeVisible();
    await expect(details.getByText(renamed, { exact: true })).toBeVisible();
    await expect(details.getByText('011 4444-5555')).toBeVisible();
    await expect(page.getByRole('button', { name: `Menú de ${renamed}` })).toBeVisible();
    await page.screenshot({ path: artifact('perfil.png'), fullPage: true });

    // Password change: the client's rules, the server's wrong-password answer, then success.
    const passwordForm = page.getByRole('form', { name: 'Cambiar contraseña' });
    const newPassword = 'Otra-Clave-Nueva-77';
    await passwordForm.getByLabel('Contraseña actual', { exact: true }).fill(user.password);
    await passwordForm.getByLabel('Nueva contraseña', { exact: true }).fill('abc');
    await passwordForm.getByLabel('Repetir la nueva contraseña').fill('abd');
    await passwordForm.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(passwordForm.getByText('No coinciden las contraseñas')).toBeVisible();
    await expect(passwordForm.getByText('Debe tener 5 caracteres o más')).toBeVisible();
    await passwordForm.getByLabel('Contraseña actual', { exact: true }).fill('Clave-Equivocada-1');
    await passwordForm.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await passwordForm.getByLabel('Repetir la nueva contraseña').fill(newPassword);
    await passwordForm.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(passwordForm.getByText('Contraseña incorrecta')).toBeVisible();
    await passwordForm.getByLabel('Contraseña actual', { exact: true }).fill(user.password);
    await passwordForm.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('¡Contraseña cambiada!')).toBeVisible();

    // Logout revokes the session on the server too.
    const token = (await storedAuth(page))?.token;
    await page.getByRole('button', { name: `Menú de ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Ingresar' })).toBeVisible();
    expect(await storedAuth(page)).toBeNull();
    const revoked = await request.post('/api/user/root', { headers: { 'auth-token': token ?? '' } });
    expect(revoked.status()).toBe(401);

    // Recovery: the e-mail form, the link in the e-mail, a new password.
    await page.getByRole('banner').getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('dialog').getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/process-password$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    const recovery = page.getByRole('form', { name: 'Recuperar contraseña' });
    await recovery.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await expect(recovery.getByText('No es un formato de correo electrónico')).toBeVisible();
    await expect(recovery.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await recovery.getByLabel('Correo electrónico').fill(user.email);
    await recovery.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('dialog', { name: 'Correo enviado' })).toBeVisible();

    let link: string | undefined;
    await expect
      .poll(async () => {
        link = await recoveryLinkFor(user.email);
        return link;
      })
      .toBeTruthy();
    await page.goto(link ?? '/');
    const reset = page.getByRole('form', { name: 'Nueva contraseña' });
    // The link's token names the account: the e-mail is not asked again.
    await expect(reset.getByLabel('Nueva contraseña', { exact: true })).toBeVisible();
    await expect(reset.getByLabel('Correo electrónico')).toHaveCount(0);
    await page.screenshot({ path: artifact('recovery-token-only.png') });
    const recovered = 'Recuperada-Clave-99';
    await reset.getByLabel('Nueva contraseña', { exact: true }).fill('abcd');
    await expect(reset.getByText('Debe ser mayor a 4 caracteres')).toBeVisible();
    await expect(reset.getByRole('button', { name: 'Cambiar contraseña' })).toBeDisabled();
    await reset.getByLabel('Nueva contraseña', { exact: true }).fill(recovered);
    // The new password twice: a typo is caught before the link is spent.
    await reset.getByLabel('Repetir la nueva contraseña').fill('Recuperada-Clave-98');
    await expect(reset.getByText('No coinciden las contraseñas')).toBeVisible();
    await reset.getByLabel('Repetir la nueva contraseña').fill(recovered);
    await reset.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(
      page.getByRole('dialog').getByText('Contraseña cambiada: ingresa con la nueva'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The link is single-use: its page says so as it opens, with no form to fill in vain.
    await page.goto(link ?? '/');
    await expect(page.getByRole('alert')).toContainText('El enlace venció o ya fue usado');
    await expect(page.getByRole('form', { name: 'Nueva contraseña' })).toHaveCount(0);

    // Login on the /login page with the recovered password (the previous one no longer works).
    await page.goto('/login');
    const loginForm = page.getByRole('main').getByRole('form', { name: 'Ingresar' });
    await loginForm.getByLabel('Usuario o correo').fill(user.email);
    await loginForm.getByLabel('Contraseña').fill(newPassword);
    await loginForm.getByRole('button', { name: 'Ingresar' }).click();
    await expect(loginForm.getByRole('alert')).toContainText('Usuario o contraseña incorrectos');
    await loginForm.getByLabel('Contraseña').fill(recovered);
    const greetedAgain = await watchGreeting(page, renamed);
    await loginForm.getByRole('button', { name: 'Ingresar' }).click();
    await greetedAgain();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: `Menú de ${renamed}` })).toBeVisible();
  });

  test('registration shows the server errors under their fields', async ({ page, request }) => {
    const taken = newUser('repetido');
    await registerViaApi(request, taken);
    await page.goto('/userRegister');
    const form = page.getByRole('form', { name: 'Registro' });
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(form.getByText('Ingresa tu apellido')).toBeVisible();
    await expect(form.getByText('Ingresa tu documento de identidad')).toBeVisible();

    await fillRegistration(page, { ...newUser('nuevo'), userName: taken.userName });
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('dialog').getByText('Error', { exact: true })).toBeVisible();
    await expect(form.getByText('Hay un usuario con este nombre')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/userRegister$/);
  });

  test('a banned user is refused with the server message and no stored session', async ({
    page,
    request,
  }) => {
    const user = newUser('baneado');
    await registerViaApi(request, user);
    await banViaApi(request, user.userName);
    await page.goto('/');
    const dialog = await loginInModal(page, user.userName, user.password);
    await expect(dialog.getByRole('alert')).toContainText(
      'Tu cuenta está suspendida. Contacta al administrador.',
    );
    expect(await storedAuth(page)).toBeNull();
    await expect(page.getByRole('button', { name: /^Menú de/ })).toHaveCount(0);
  });

  test('changing the e-mail from the profile asks for the current password', async ({ page, request }) => {
    const user = newUser('correo');
    await registerViaApi(request, user);
    await page.goto('/');
    const greeted = await watchGreeting(page, user.userName);
    await loginInModal(page, user.userName, user.password);
    await greeted();
    await page.goto('/perfil');
    const details = page.getByRole('region', { name: 'Mis datos' });
    await details.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('form', { name: 'Editar perfil' });
    const newEmail = `nuevo.${user.email}`;
    const save = edit.getByRole('button', { name: 'Guardar cambios' });
    await edit.getByLabel('Correo electrónico').fill(newEmail);
    await save.click();
    await expect(edit.getByText('Ingresa tu contraseña actual para cambiar el correo')).toBeVisible();
    const current = edit.getByLabel('Contraseña actual (para cambiar el correo)');
    await current.fill('Clave-Equivocada-1');
    await save.click();
    await expect(edit.getByText('Contraseña incorrecta')).toBeVisible();
    await page.screenshot({ path: artifact('perfil-correo.png'), fullPage: true });
    await current.fill(user.password);
    await save.click();
    await expect(details.getByText(newEmail)).toBeVisible();
  });

  test('an administrator signing in sees the admin panel button', async ({ page }) => {
    await page.goto('/');
    await loginInModal(page, 'admin@bazar.local', 'Admin-e2e-Secreta-1');
    await expect(page.getByRole('link', { name: 'Administración', exact: true })).toBeVisible();
    expect(await storedAuth(page)).toMatchObject({ root: true });
  });

  test('a stored session the server no longer knows is forgotten on start', async ({ page }) => {
    await signInWith(page, { token: 'sesion-inventada', userName: 'fantasma', root: true });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Administración', exact: true })).toHaveCount(0);
    expect(await storedAuth(page)).toBeNull();
  });

  test('the guard sends a visitor to /login and back to /perfil after signing in', async ({
    page,
    request,
  }) => {
    const user = newUser('vuelta');
    await registerViaApi(request, user);
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/login$/);
    const form = page.getByRole('main').getByRole('form', { name: 'Ingresar' });
    await form.getByLabel('Usuario o correo').fill(user.userName);
    await form.getByLabel('Contraseña').fill(user.password);
    await form.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByRole('region', { name: 'Mis datos' }).getByText(user.email)).toBeVisible();
  });

  test('the login modal on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const dialog = await openLoginModal(page);
    await expect(dialog.getByRole('link', { name: 'Crear cuenta' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: artifact('login-modal-375.png') });
    await dialog.getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/userRegister$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
