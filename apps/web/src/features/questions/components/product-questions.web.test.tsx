import type { ProductQuestionPage } from '@bazar/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, setAuth } from '../../../lib/auth-store';
import { askReturnPath, cameToAsk } from '../ask-return';
import { ProductQuestions } from './product-questions';

const openLoginModalFor = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/login-modal', async (original) => ({
  ...(await original<typeof import('../../../lib/login-modal')>()),
  openLoginModalFor,
}));

const fetchMock = vi.fn<typeof fetch>();
const SELLER_ID = 3;
const BUYER = { id: 9, userName: 'compradora' };

const PAGE: ProductQuestionPage = {
  items: [
    {
      id: 1,
      body: '<b>¿Tiene garantía?</b>',
      answer: 'Sí, un año.',
      createdAt: '2026-03-01T15:00:00.000Z',
      answeredAt: '2026-03-02T15:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
  mine: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answerApi(post?: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/user')) return json(200, { ...BUYER, email: 'c@correo.test' });
    if (init?.method === 'POST' && post) return post();
    return json(200, PAGE);
  });
}

let path = '';
function Where() {
  const location = useLocation();
  path = `${location.pathname}${location.search}`;
  return null;
}

function renderSection(url = '/product/7') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <ProductQuestions productId={7} sellerId={SELLER_ID} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  clearAuth();
  fetchMock.mockReset();
  openLoginModalFor.mockReset();
  vi.unstubAllGlobals();
});

describe('the way back to the question box', () => {
  it('is the product page at #preguntas, flagged to focus the box', () => {
    expect(askReturnPath(7)).toBe('/product/7?preguntar=1#preguntas');
    expect(cameToAsk(new URLSearchParams('preguntar=1'))).toBe(true);
    expect(cameToAsk(new URLSearchParams('product=7'))).toBe(false);
  });
});

describe("'Preguntas al vendedor'", () => {
  it('sends a visitor who clicks the box or Preguntar to sign in, coming back to the box', async () => {
    answerApi();
    renderSection();
    const box = await screen.findByRole('textbox', { name: 'Escribe tu pregunta' });
    expect(screen.getByText('Inicia sesión para preguntar')).toBeTruthy();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    expect(openLoginModalFor.mock.calls).toEqual([[askReturnPath(7)], [askReturnPath(7)]]);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows questions and answers as text, with their dates', async () => {
    answerApi();
    renderSection();
    const list = await screen.findByRole('list', { name: 'Preguntas al vendedor' });
    expect(within(list).getByText('<b>¿Tiene garantía?</b>')).toBeTruthy();
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByText('Sí, un año.')).toBeTruthy();
    expect(within(list).getByText('Preguntada el 01/03/2026')).toBeTruthy();
    expect(within(list).getByText('Respondida el 02/03/2026')).toBeTruthy();
    // 'Denunciar' is for signed-in people only.
    expect(within(list).queryByRole('button', { name: /Denunciar/ })).toBeNull();
  });

  it('puts the focus in the box of someone back from signing up, and drops the flag', async () => {
    setAuth({ token: 't', userName: BUYER.userName, root: false });
    answerApi();
    renderSection('/product/7?preguntar=1');
    const box = await screen.findByRole('textbox', { name: 'Escribe tu pregunta' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await waitFor(() => expect(path).toBe('/product/7'));
  });

  it("shows the API's refusal under the box (contact details) and keeps the text", async () => {
    setAuth({ token: 't', userName: BUYER.userName, root: false });
    const refusal =
      'No incluyas datos de contacto (correos electrónicos): las compras y las conversaciones se hacen dentro de Bazar para que estén protegidas.';
    answerApi(() => json(400, { errors: [{ param: 'body', msg: refusal }] }));
    renderSection();
    const box = await screen.findByRole('textbox', { name: 'Escribe tu pregunta' });
    fireEvent.change(box, { target: { value: 'Escríbeme a ana@correo.test' } });
    expect(screen.getByText('27 / 2000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect((box as HTMLTextAreaElement).value).toBe('Escríbeme a ana@correo.test');
  });

  it('checks the length before sending', async () => {
    setAuth({ token: 't', userName: BUYER.userName, root: false });
    answerApi();
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Preguntar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Escribe tu pregunta (al menos 3 caracteres)',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('gives the seller no box to ask on their own product', async () => {
    setAuth({ token: 't', userName: 'vendedora', root: false });
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/user')
        ? json(200, { id: SELLER_ID, userName: 'vendedora' })
        : json(200, PAGE),
    );
    renderSection();
    await screen.findByRole('list', { name: 'Preguntas al vendedor' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/user'))).toBe(true),
    );
    expect(screen.queryByRole('textbox', { name: 'Escribe tu pregunta' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Denunciar/ })).toHaveLength(2);
  });
});
