import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import { addAddressViaApi, authHeaders, newAccount, PNG, uniqueName } from './support/api';
import { cartBadge, cartLine } from './support/cart';
import { formatMoney, productCards, waitForGrid } from './support/catalog';
import { payCart } from './support/checkout';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

interface Variant {
  id: number;
  values: string[];
  stock: number;
  finalPriceCents: number;
  image: string[];
}
interface Shoe {
  id: number;
  name: string;
  finalPriceCents: number;
  image: string[];
  variants: Variant[];
}

async function upload(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/api/images', {
    headers: authHeaders({ token }),
    multipart: { upload_preset: 'bazar', file: { name: 'foto.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { secure_url: string }).secure_url;
}

/**
 * A new seller publishes running shoes in sizes 41–43 and black or white, as the selling form
 * sends them: the black pictures and the white ones, 42 black at its own price, size 43 sold out.
 */
async function publishShoe(request: APIRequestContext): Promise<Shoe> {
  const seller = await newAccount(request, 'zapatos');
  const black = await upload(request, seller.token);
  const white = await upload(request, seller.token);
  const [category] = (await (await request.get('/api/categories')).json()) as { id: number }[];
  const [genre] = (await (await request.get('/api/genres')).json()) as { id: number }[];
  const name = uniqueName('Zapatillas Running');
  const variants = ['41', '42', '43'].flatMap((size) =>
    ['Negro', 'Blanco'].map((colour) => ({
      values: [size, colour],
      stock: size === '43' ? '0' : '3',
      price: size === '42' && colour === 'Negro' ? '150' : '',
      image: [colour === 'Negro' ? black : white],
    })),
  );
  const response = await request.post('/api/product', {
    headers: authHeaders(seller),
    data: {
      name,
      description: `${name}: publicadas por un recorrido`,
      price: '100',
      brand: 'Bazar',
      color: 'Varios',
      warranty: '6',
      discount: '0',
      categoryId: String(category?.id),
      genreId: String(genre?.id),
      image: [black, white],
      options: [
        { name: 'Talle', values: ['41', '42', '43'] },
        { name: 'Color', values: ['Negro', 'Blanco'] },
      ],
      variants,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Shoe;
}

test.describe('sizes and colours', () => {
  test("a buyer picks 'Talle 42' and 'Negro' (price and picture follow, size 43 is off), pays, and the invoice names the variant", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const shoe = await publishShoe(request);
    const black42 = shoe.variants.find((v) => v.values.join() === '42,Negro');
    expect(black42?.finalPriceCents).toBe(15_000);
    const buyer = await newAccount(request, 'talle');
    await addAddressViaApi(request, buyer.token);
    await signInWith(page, buyer, `/product/${shoe.id}`);

    await expect(page.getByRole('heading', { level: 1, name: shoe.name })).toBeVisible();
    const sizes = page.getByRole('radiogroup', { name: 'Talle' });
    const colours = page.getByRole('radiogroup', { name: 'Color' });
    await expect(sizes.getByRole('radio', { name: '43, sin stock' })).toBeDisabled();
    await expect(sizes.getByRole('radio', { name: '42', exact: true })).toBeEnabled();
    await expect(page.getByTestId('final-price')).toHaveText(formatMoney(10_000));
    await expectNoSeriousA11yIssues(page, undefined, 'product page with its choices');

    // Without a size the cart is not asked: the page says what is missing.
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByText('Elige un talle')).toBeVisible();
    await expect(cartBadge(page, 0)).toBeVisible();

    await sizes.getByRole('radio', { name: '42', exact: true }).click();
    await expect(page.getByText('Elige un color')).toBeVisible();
    await colours.getByRole('radio', { name: 'Negro' }).click();
    await expect(colours.getByRole('radio', { name: 'Negro' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(/^Elige/)).toHaveCount(0);
    // The choice is in the URL, so the page can be shared as chosen; price and picture are 42 black's.
    await expect(page).toHaveURL(/[?&]talle=42&color=Negro$/);
    await expect(page.getByTestId('final-price')).toHaveText(formatMoney(15_000));
    await expect(page.getByRole('img', { name: shoe.name, exact: true })).toHaveAttribute(
      'src',
      black42?.image[0] ?? 'missing',
    );
    await expect(page.getByText('Stock: 3')).toBeVisible();
    await page.screenshot({ path: artifact('variants-product.png'), fullPage: true });
    await expectNoSeriousA11yIssues(page, undefined, 'product page with a choice made');

    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(cartBadge(page, 1)).toBeVisible();

    await page.goto('/cart');
    const line = cartLine(page, shoe.name);
    await expect(line.getByText('Talle 42 · Negro')).toBeVisible();
    await expect(line.getByTestId('line-total')).toHaveText(formatMoney(15_000));
    await page.screenshot({ path: artifact('variants-cart.png'), fullPage: true });

    await payCart(page);
    const bought = page.getByRole('row').filter({ hasText: shoe.name });
    await expect(bought.getByText('Talle: 42 · Color: Negro')).toBeVisible();
    await expect(page.getByTestId('invoice-total')).toHaveText(formatMoney(15_000));
    await page.screenshot({ path: artifact('variants-result.png'), fullPage: true });
    await expectNoSeriousA11yIssues(page, undefined, 'checkout result');
  });

  test("a search narrows by 'Talle' and 'Color' with their counts; 'Solo con stock' leaves out a sold-out size", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const shoe = await publishShoe(request);
    // The shoe's own word (uniqueName's) finds it alone, so every count is this shoe's.
    const word = shoe.name.split(' ').at(-1) ?? '';
    await page.goto(`/?name=${encodeURIComponent(word)}`);
    await waitForGrid(page);
    const column = page.getByRole('complementary', { name: 'Filtros' });
    const sizes = column.getByRole('group', { name: 'Talle' });
    const colours = column.getByRole('group', { name: 'Color' });
    await expect(sizes.locator('label')).toHaveText(['41 (1)', '42 (1)', '43 (1)']);
    await expect(colours.locator('label')).toHaveText(['Blanco (1)', 'Negro (1)']);

    await sizes.getByRole('checkbox', { name: '43 (1)' }).click();
    await expect(page).toHaveURL(/[?&]size=43/);
    await waitForGrid(page);
    await expect(productCards(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Quitar filtro: Talle 43' })).toBeVisible();
    // Size 43 is sold out in both colours: with 'Solo con stock' there is none.
    await expect(column.getByRole('group', { name: 'Disponibilidad' }).locator('label').first()).toHaveText(
      'Solo con stock (0)',
    );
    await colours.getByRole('checkbox', { name: 'Negro (1)' }).click();
    await expect(page).toHaveURL(/[?&]color=negro/);
    await waitForGrid(page);
    await expect(productCards(page)).toHaveCount(1);
    await column.getByRole('checkbox', { name: 'Solo con stock (0)' }).click();
    await expect(page).toHaveURL(/[?&]inStock=true/);
    await waitForGrid(page);
    await expect(productCards(page)).toHaveCount(0);
    await page.screenshot({ path: artifact('variants-filters.png'), fullPage: true });
    await expectNoSeriousA11yIssues(page, undefined, 'filters by size and colour');
    // 42 is in stock: choosing it instead of 43 brings the shoe back.
    await page.getByRole('button', { name: 'Quitar filtro: Talle 43' }).click();
    await sizes.getByRole('checkbox', { name: /^42/ }).click();
    await waitForGrid(page);
    await expect(productCards(page)).toHaveCount(1);
    await expect(productCards(page).first()).toContainText(shoe.name);
  });
});
