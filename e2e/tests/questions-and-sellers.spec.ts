import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { axeScan } from './support/a11y';
import { fillRegistration, newUser, type Session, signInWith } from './support/accounts';
import { adminSession, newAccount, publishProductViaApi, uniqueName } from './support/api';

/** Screenshots of the new screens, to look at: the brief keeps them out of the repository. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots32/${name}.png`, fullPage: true });

const WIDTHS = [
  { width: 1366, height: 800 },
  { width: 375, height: 812 },
] as const;

/** A new seller with a product of their own, and a new buyer. */
async function shop(request: APIRequestContext, name: string) {
  const seller = await newAccount(request, 'vende');
  const buyer = await newAccount(request, 'pregunta');
  const product = await publishProductViaApi(request, seller.token, {
    name: uniqueName(name),
    price: 15_000,
    discount: 0,
    stock: 3,
  });
  return { seller, buyer, product };
}

/** The contexts a journey opened, closed after it (a failure's screenshots then show its pages only). */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function pageFor(browser: Browser, session: Session | null, width = 1366): Promise<Page> {
  const context = await browser.newContext({
    locale: 'es-AR',
    viewport: { width, height: width > 600 ? 800 : 812 },
  });
  opened.push(context);
  const page = await context.newPage();
  if (session) await signInWith(page, session);
  return page;
}

async function askViaApi(request: APIRequestContext, token: string, productId: number, body: string) {
  const asked = await request.post(`/api/products/${productId}/questions`, {
    headers: { 'auth-token': token },
    data: { body },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  return ((await asked.json()) as { question: { id: number } }).question;
}

/** axe finds nothing at all (not only nothing serious), and nothing scrolls sideways. */
async function expectCleanPage(page: Page, screen: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await axeScan(page).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(', ')}`,
    ),
    screen,
  ).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${screen}: sideways scroll`).toBeLessThanOrEqual(0);
}

test.describe('questions and sellers', () => {
  test('a buyer asks, the seller answers from Preguntas, the buyer reads the answer; contact details are refused', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const { seller, buyer, product } = await shop(request, 'Mochila');
    const buyerPage = await pageFor(browser, buyer);
    await buyerPage.goto(`/product/${product.id}`);
    const section = buyerPage.getByRole('region', { name: 'Preguntas al vendedor' });
    await expect(section.getByText('Nadie preguntó todavía. ¡Sé el primero!')).toBeVisible();
    const box = section.getByRole('textbox', { name: 'Escribe tu pregunta' });

    await box.fill('¿Me escribes a ana.compras@gmail.com con más fotos?');
    await section.getByRole('button', { name: 'Preguntar' }).click();
    await expect(section.getByRole('alert')).toContainText(
      'No incluyas datos de contacto (correos electrónicos)',
    );
    await shot(buyerPage, 'product-question-refused-1366');

    const question = `¿Tiene bolsillo para notebook? ${Date.now().toString(36)}`;
    await box.fill(question);
    await section.getByRole('button', { name: 'Preguntar' }).click();
    const waiting = section.getByRole('list', { name: 'Tus preguntas sin responder' });
    await expect(waiting.getByText(question)).toBeVisible();
    await expect(waiting.getByText('Esperando respuesta')).toBeVisible();
    await expect(box).toHaveValue('');
    // Under one's own waiting question the list no longer says nobody asked.
    await expect(section.getByText('Todavía no hay preguntas respondidas.')).toBeVisible();
    await expect(section.getByText('Nadie preguntó todavía. ¡Sé el primero!')).toHaveCount(0);

    // The seller finds it from the user menu, with the count of questions waiting.
    const sellerPage = await pageFor(browser, seller, 375);
    await sellerPage.getByRole('button', { name: `Menú de ${seller.userName}` }).click();
    await sellerPage.getByRole('menuitem', { name: /Preguntas.*1 sin responder/ }).click();
    await expect(
      sellerPage.getByRole('heading', { level: 1, name: 'Preguntas de tus compradores' }),
    ).toBeVisible();
    const card = sellerPage.getByRole('listitem').filter({ hasText: question });
    await expect(card.getByRole('link', { name: product.name })).toBeVisible();
    await expect(card.getByText(`Preguntó ${buyer.userName}`)).toBeVisible();
    await expectCleanPage(sellerPage, '/preguntas 375');
    await shot(sellerPage, 'questions-seller-375');
    await card.getByRole('textbox', { name: 'Tu respuesta' }).fill('Sí, para una de hasta 15 pulgadas.');
    await card.getByRole('button', { name: 'Responder' }).click();
    // 'Sin responder' is the default view: the answered question leaves it, 'Todas' shows it answered.
    await expect(sellerPage.getByText('No tienes preguntas sin responder.')).toBeVisible();
    await sellerPage.getByRole('button', { name: 'Todas' }).click();
    await expect(
      sellerPage
        .getByRole('listitem')
        .filter({ hasText: question })
        .getByText('Sí, para una de hasta 15 pulgadas.'),
    ).toBeVisible();
    await sellerPage.setViewportSize({ width: 1366, height: 800 });
    await expectCleanPage(sellerPage, '/preguntas 1366');
    await shot(sellerPage, 'questions-seller-1366');

    await buyerPage.reload();
    const answered = buyerPage.getByRole('list', { name: 'Preguntas al vendedor' });
    await expect(answered.getByText(question)).toBeVisible();
    await expect(answered.getByText('Sí, para una de hasta 15 pulgadas.')).toBeVisible();
    await expect(answered.getByText(/^Respondida el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(buyerPage.getByRole('list', { name: 'Tus preguntas sin responder' })).toHaveCount(0);
    await shot(buyerPage, 'product-questions-1366');

    // The product modal over the home shows the same section.
    await buyerPage.goto(`/?product=${product.id}`);
    const modal = buyerPage.getByRole('dialog', { name: product.name });
    await expect(modal.getByRole('link', { name: seller.userName })).toBeVisible();
    await expect(
      modal.getByRole('list', { name: 'Preguntas al vendedor' }).getByText(question),
    ).toBeVisible();
  });

  test('a visitor who wants to ask signs in and comes back to the question box', async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const { buyer, product } = await shop(request, 'Termo');
    const page = await pageFor(browser, null, 375);
    await page.goto(`/product/${product.id}`);
    const section = page.getByRole('region', { name: 'Preguntas al vendedor' });
    await expect(section.getByText('Inicia sesión para preguntar')).toBeVisible();
    await section.getByRole('button', { name: 'Preguntar' }).click();
    const login = page.getByRole('dialog', { name: 'Ingresar' });
    await login.getByLabel('Usuario o correo').fill(buyer.userName);
    await login.getByLabel('Contraseña').fill(buyer.user.password);
    await login.getByRole('button', { name: 'Ingresar' }).click();
    await expect(login).toBeHidden();
    const box = section.getByRole('textbox', { name: 'Escribe tu pregunta' });
    await expect(box).toBeFocused();
    await expect(section.getByText(/No incluyas datos de contacto/)).toBeVisible();
    await shot(page, 'product-questions-after-login-375');
    await page.goto(`/?product=${product.id}`);
    await expect(
      page.getByRole('dialog', { name: product.name }).getByRole('region', { name: 'Preguntas al vendedor' }),
    ).toBeVisible();
    await shot(page, 'product-modal-375');
  });

  test("a visitor who creates an account instead comes back to the product's page, at the question box", async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const { product } = await shop(request, 'Silla');
    const user = newUser('nueva');
    const page = await pageFor(browser, null);
    // From the product's modal over the home: the way back is the product's own page.
    await page.goto(`/?product=${product.id}`);
    const modal = page.getByRole('dialog', { name: product.name });
    await modal.getByRole('textbox', { name: 'Escribe tu pregunta' }).click();
    await page.getByRole('dialog', { name: 'Ingresar' }).getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/userRegister\?next=/);
    const form = await fillRegistration(page, user);
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}(#preguntas)?$`));
    await expect(
      page
        .getByRole('region', { name: 'Preguntas al vendedor' })
        .getByRole('textbox', { name: 'Escribe tu pregunta' }),
    ).toBeFocused();
  });

  test('the seller page at 1366 and 375: who they are, the reputation panel and their products, axe clean', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const { seller, buyer, product } = await shop(request, 'Lámpara');
    // From the product page: 'Vendido por', with the level's mark named in words.
    const buyerPage = await pageFor(browser, buyer);
    await buyerPage.goto(`/product/${product.id}`);
    await expect(buyerPage.getByText('Vendido por')).toBeVisible();
    await expect(buyerPage.getByRole('img', { name: 'Nuevo vendedor' }).first()).toBeVisible();
    await buyerPage.getByRole('link', { name: seller.userName }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`/vendedor/${seller.userName}$`));

    for (const viewport of WIDTHS) {
      const page = await pageFor(browser, viewport.width > 600 ? seller : null, viewport.width);
      await page.goto(`/vendedor/${seller.userName}`);
      await expect(page.getByRole('heading', { level: 1, name: seller.userName })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(seller.userName));
      await expect(page.getByText(`En Bazar desde ${new Date().getFullYear()}`)).toBeVisible();
      const panel = page.getByRole('region', { name: 'Reputación' });
      await expect(panel.getByText('Nuevo vendedor')).toBeVisible();
      await expect(panel.getByText('Todavía tiene pocas ventas para calcular su reputación.')).toBeVisible();
      await expect(panel.getByText('0 ventas en el último año')).toBeVisible();
      const products = page.getByRole('region', { name: 'Productos del vendedor' });
      const card = products.getByRole('article', { name: product.name });
      await expect(card).toBeVisible();
      await expect(card.getByRole('img', { name: 'Nuevo vendedor' })).toBeVisible();
      // The seller's own card offers no quick 'add to cart' at all; anyone else's card does.
      if (viewport.width > 600)
        await expect(card.getByRole('button', { name: 'Agregar al carrito' })).toHaveCount(0);
      else await expect(card.getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
      await expect(page.getByLabel('Ordenar por')).toHaveValue('recent');
      await expect(page.getByText('Todavía no hay opiniones sobre sus productos.')).toBeVisible();
      await expectCleanPage(page, `/vendedor ${viewport.width}`);
      await shot(page, `seller-${viewport.width}`);
    }
    const unknown = await pageFor(browser, null);
    await unknown.goto('/vendedor/nadie_se_llama_asi');
    await expect(unknown.getByRole('heading', { level: 1, name: 'Vendedor no encontrado' })).toBeVisible();
  });

  test('the administrator lists a reported question and hides it', async ({ browser, request }) => {
    test.setTimeout(150_000);
    const { seller, buyer, product } = await shop(request, 'Reloj');
    const text = `Esto es una pregunta ofensiva de prueba ${Date.now().toString(36)}`;
    const question = await askViaApi(request, buyer.token, product.id, text);
    const answered = await request.post(`/api/questions/${question.id}/answer`, {
      headers: { 'auth-token': seller.token },
      data: { body: 'No corresponde.' },
    });
    expect(answered.status(), await answered.text()).toBe(200);
    const reporter = await newAccount(request, 'denuncia');
    const reported = await request.post(`/api/questions/${question.id}/report`, {
      headers: { 'auth-token': reporter.token },
      data: { part: 'question' },
    });
    expect(reported.status(), await reported.text()).toBe(200);

    const page = await pageFor(browser, await adminSession(request));
    await page.goto('/admin/');
    await page.getByRole('link', { name: 'Preguntas denunciadas' }).first().click();
    await expect(page.getByRole('heading', { name: 'Preguntas denunciadas' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: text });
    await expect(card.getByText('Pregunta denunciada: 1 denuncia')).toBeVisible();
    await expect(card.getByRole('link', { name: product.name })).toBeVisible();
    await expect(card.getByText(`Vendedor: ${seller.userName}`)).toBeVisible();
    await expect(card.getByText(`Preguntó ${buyer.userName}`)).toBeVisible();
    await expectCleanPage(page, '/admin/preguntas 1366');
    await shot(page, 'admin-questions-1366');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'admin-questions-375');
    await page.setViewportSize({ width: 1366, height: 800 });
    await card.getByRole('button', { name: 'Ocultar' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

    const listed = await request.get(`/api/products/${product.id}/questions`);
    expect(((await listed.json()) as { items: { id: number }[] }).items.map((q) => q.id)).not.toContain(
      question.id,
    );
  });
});
