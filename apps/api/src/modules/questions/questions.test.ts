import {
  type NoticePage,
  type ProductQuestionPage,
  QUESTION_MSG,
  type ReceivedQuestionPage,
  type ReportedQuestionPage,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import type { Shopper } from '../../../test/checkout-kit.js';
import type { TestApp } from '../../../test/helpers.js';
import { type MoneySuite, startMoneySuite } from '../../../test/money-kit.js';

let t: TestApp;
let suite: MoneySuite;
let admin: Shopper;

beforeAll(async () => {
  suite = await startMoneySuite();
  ({ t, admin } = suite);
});
afterAll(() => suite?.close());

const questionsUrl = (productId: number) => `/api/products/${productId}/questions`;
const visitorPage = async (productId: number, query = '') =>
  (
    await t.app.inject({ method: 'GET', url: `${questionsUrl(productId)}${query}` })
  ).json<ProductQuestionPage>();
const ask = (who: Shopper, productId: number, body: string) =>
  who.call('POST', questionsUrl(productId), { body });
const received = async (seller: Shopper, query = '') =>
  (await seller.call('GET', `/api/questions/received${query}`)).json<ReceivedQuestionPage>();

/** A seller with an active product, and a buyer-to-be. */
async function sellerAndAsker(name = 'Campera de jean') {
  const seller = await shopper(t.app);
  const asker = await shopper(t.app);
  const product = await suite.fixture.product({ sellerId: seller.user.id, name });
  return { seller, asker, product };
}

async function questionRows(productId: number) {
  return (
    await t.db.execute<{ status: string; answer: string | null }>(
      sql`SELECT status, answer FROM questions WHERE product_id = ${productId} ORDER BY id`,
    )
  ).rows;
}

describe('asking and answering', () => {
  it('a buyer asks, the seller is told and answers once, everyone reads it as text', async () => {
    const { seller, asker, product } = await sellerAndAsker(`Campera ${Date.now()}`);
    expect(await visitorPage(product.id)).toEqual({ items: [], total: 0, page: 1, pageSize: 10, mine: [] });

    const visitor = await t.app.inject({
      method: 'POST',
      url: questionsUrl(product.id),
      payload: { body: '¿Hola?' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await ask(seller, product.id, '¿Viene en talle 42?')).json()).toEqual({
      msg: QUESTION_MSG.ownProduct,
    });
    expect((await ask(asker, product.id, 'a')).json()).toEqual({
      errors: [{ param: 'body', msg: QUESTION_MSG.questionRequired }],
    });
    expect((await ask(asker, product.id, 'x'.repeat(2001))).json()).toEqual({
      errors: [{ param: 'body', msg: QUESTION_MSG.questionTooLong }],
    });
    expect((await ask(asker, 999_999_999, '¿Viene en talle 42?')).statusCode).toBe(404);

    const script = '<script>alert(1)</script> ¿Viene en talle 42?';
    const asked = await ask(asker, product.id, script);
    expect(asked.statusCode).toBe(201);
    const question = asked.json().question;
    expect(question).toMatchObject({ body: script, answer: null, answeredAt: null });

    // Waiting: the asker sees it as theirs, a visitor sees nothing yet.
    const mine = (await asker.call('GET', questionsUrl(product.id))).json<ProductQuestionPage>();
    expect([mine.total, mine.mine.map((q) => q.id)]).toEqual([0, [question.id]]);
    expect((await visitorPage(product.id)).mine).toEqual([]);

    // The seller: a notice in the bell, an e-mail whose HTML carries the question escaped.
    const notices = (await seller.call('GET', '/api/notifications')).json<NoticePage>();
    expect(notices.items[0]).toMatchObject({ event: 'question_asked', data: { productId: product.id } });
    const mail = await suite.inbox.next(seller.user.email, `Te preguntaron por ${product.name}`);
    expect(mail.text).toContain(script);
    expect(String(mail.html)).not.toContain('<script>');
    expect(String(mail.html)).toContain('&lt;script&gt;');

    const list = await received(seller);
    expect(list).toMatchObject({ total: 1, unanswered: 1 });
    expect(list.items[0]).toMatchObject({
      id: question.id,
      product: { id: product.id, name: product.name },
      asker: { id: asker.user.id, userName: asker.user.userName },
    });

    // A stranger answering learns nothing: the same 404 as for no question at all.
    const stranger = await shopper(t.app);
    const theirs = await stranger.call('POST', `/api/questions/${question.id}/answer`, { body: 'Sí' });
    const missing = await stranger.call('POST', '/api/questions/999999999/answer', { body: 'Sí' });
    expect([theirs.statusCode, theirs.body]).toEqual([missing.statusCode, missing.body]);
    expect(theirs.statusCode).toBe(404);

    const answered = await seller.call('POST', `/api/questions/${question.id}/answer`, {
      body: 'Sí, del 38 al 46.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().question).toMatchObject({ answer: 'Sí, del 38 al 46.' });
    expect(
      (await seller.call('POST', `/api/questions/${question.id}/answer`, { body: 'Otra' })).statusCode,
    ).toBe(409);
    const told = await suite.inbox.next(
      asker.user.email,
      `El vendedor respondió tu pregunta sobre ${product.name}`,
    );
    // The answer itself is in the mail, not only a way to the product.
    expect(told.text).toContain('Te respondió: «Sí, del 38 al 46.»');
    // In the shop's template: the answer in the HTML too, the product's picture and a way to it.
    const shop = t.app.env.publicUrl;
    expect(told.html).toContain('Te respondió: «Sí, del 38 al 46.»');
    expect(told.html).toContain(`<img src="${shop}/uploads/test/${product.id}-0.webp" alt="${product.name}"`);
    expect(told.html).toMatch(
      new RegExp(`<a href="${shop}/product/${product.id}"[^>]*>Ver la respuesta</a>`),
    );

    const page = await visitorPage(product.id);
    expect(page.items).toEqual([
      expect.objectContaining({ id: question.id, body: script, answer: 'Sí, del 38 al 46.' }),
    ]);
    expect((await received(seller)).unanswered).toBe(0);
  });

  it('lists answered questions newest first, paged on the server; the seller finds theirs by words', async () => {
    const { seller, asker, product } = await sellerAndAsker('Mochila urbana');
    const ids: number[] = [];
    for (const body of ['¿Es impermeable?', '¿Entra una notebook?', '¿Cuántos litros tiene?']) {
      ids.push((await ask(asker, product.id, body)).json().question.id);
    }
    for (const id of ids.slice(0, 2))
      await seller.call('POST', `/api/questions/${id}/answer`, { body: 'Sí' });

    const first = await visitorPage(product.id, '?pageSize=1');
    const second = await visitorPage(product.id, '?pageSize=1&page=2');
    expect([first.total, first.items.map((q) => q.id), second.items.map((q) => q.id)]).toEqual([
      2,
      [ids[1]],
      [ids[0]],
    ]);
    expect((await visitorPage(product.id, '?pageSize=0')).items).toBeUndefined();

    // Unanswered first (the one waiting), then answered newest first.
    expect((await received(seller)).items.map((q) => q.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await received(seller, '?status=unanswered')).items.map((q) => q.id)).toEqual([ids[2]]);
    expect((await received(seller, '?q=NOTEBOOK')).items.map((q) => q.id)).toEqual([ids[1]]);
    expect((await received(seller, '?q=mochila')).total).toBe(3);
    expect((await received(seller, '?q=100%25')).total).toBe(0);
    expect((await seller.call('GET', '/api/questions/received?status=old')).statusCode).toBe(400);
  });
});

describe('contact details', () => {
  it('refuses e-mails, phones and links in questions and answers, saying why, and writes nothing', async () => {
    const { seller, asker, product } = await sellerAndAsker();
    const refused = await ask(asker, product.id, 'Escribime a juan.perez@gmail.com o al 11 5555-4444');
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      {
        errors: [
          {
            param: 'body',
            msg: QUESTION_MSG.contactDetails(
              `${QUESTION_MSG.contactKinds.email}, ${QUESTION_MSG.contactKinds.phone}`,
            ),
          },
        ],
      },
    ]);
    expect(await questionRows(product.id)).toEqual([]);

    const id = (await ask(asker, product.id, '¿Hacés envíos a Córdoba?')).json().question.id;
    const link = await seller.call('POST', `/api/questions/${id}/answer`, {
      body: 'Mirá www.mitienda.com.ar',
    });
    expect(link.json().errors[0].msg).toBe(QUESTION_MSG.contactDetails(QUESTION_MSG.contactKinds.link));
    expect(await questionRows(product.id)).toEqual([{ status: 'visible', answer: null }]);
  });
});

describe('the seller’s defences', () => {
  it('deletes spam, blocks an asker (who is then refused) and unblocks them', async () => {
    const { seller, asker, product } = await sellerAndAsker();
    const spam = (await ask(asker, product.id, 'Compren en otro lado, acá es caro')).json().question.id;
    const stranger = await shopper(t.app);
    expect((await stranger.call('DELETE', `/api/questions/${spam}`)).statusCode).toBe(404);
    expect((await seller.call('DELETE', `/api/questions/${spam}`)).json()).toEqual({
      msg: QUESTION_MSG.deleted,
    });
    expect((await received(seller)).total).toBe(0);
    expect((await asker.call('GET', questionsUrl(product.id))).json<ProductQuestionPage>().mine).toEqual([]);
    // Gone: no second delete, no answer, no block through it.
    expect((await seller.call('DELETE', `/api/questions/${spam}`)).statusCode).toBe(404);

    const again = (await ask(asker, product.id, 'Sigo insistiendo, es caro')).json().question.id;
    expect((await stranger.call('POST', `/api/questions/${again}/block`)).statusCode).toBe(404);
    expect((await seller.call('POST', `/api/questions/${again}/block`)).json()).toEqual({
      msg: QUESTION_MSG.blocked,
    });
    expect((await ask(asker, product.id, '¿Me desbloqueás?')).json()).toEqual({
      msg: QUESTION_MSG.blockedAsker,
    });
    const blocks = (await seller.call('GET', '/api/questions/blocks')).json();
    expect(blocks.items).toEqual([
      expect.objectContaining({ id: asker.user.id, userName: asker.user.userName }),
    ]);
    // Another product of the same seller: still blocked; another seller's: free to ask.
    const other = await suite.fixture.product({ sellerId: seller.user.id });
    expect((await ask(asker, other.id, '¿Y este?')).statusCode).toBe(403);
    const elsewhere = await suite.fixture.product({ sellerId: stranger.user.id });
    expect((await ask(asker, elsewhere.id, '¿Y este?')).statusCode).toBe(201);

    expect((await stranger.call('DELETE', `/api/questions/blocks/${asker.user.id}`)).statusCode).toBe(404);
    expect((await seller.call('DELETE', `/api/questions/blocks/${asker.user.id}`)).json()).toEqual({
      msg: QUESTION_MSG.unblocked,
    });
    expect((await ask(asker, product.id, '¿Ahora sí?')).statusCode).toBe(201);
  });

  it('refuses questions on an inactive product and past the per-user budget', async () => {
    const { asker } = await sellerAndAsker();
    const hidden = await suite.fixture.product({ active: false });
    expect((await ask(asker, hidden.id, '¿Hay stock?')).json()).toEqual({
      msg: QUESTION_MSG.productNotFound,
    });
    const product = await suite.fixture.product();
    const codes: number[] = [];
    for (let i = 0; i <= t.app.env.QUESTION_RATE_PER_USER; i++) {
      codes.push((await ask(asker, product.id, `¿Pregunta número ${i}?`)).statusCode);
    }
    // The inactive product's 404 counted too: the last ones are refused.
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((c) => c === 201).length).toBeLessThan(t.app.env.QUESTION_RATE_PER_USER);
  });
});

describe('reports', () => {
  it('anyone reports, the administrator sees the reports and hides or dismisses', async () => {
    const { seller, asker, product } = await sellerAndAsker();
    const bad = (await ask(asker, product.id, '¿Es trucho como todo lo de este tipo?')).json().question.id;
    const fine = (await ask(asker, product.id, '¿Trae garantía?')).json().question.id;
    await seller.call('POST', `/api/questions/${fine}/answer`, { body: 'Sí, seis meses.' });
    const reporter = await shopper(t.app);
    expect((await reporter.call('POST', `/api/questions/${bad}/report`, { part: 'answer' })).json()).toEqual({
      errors: [{ param: 'part', msg: QUESTION_MSG.notAnswered }],
    });
    expect((await reporter.call('POST', `/api/questions/${bad}/report`, { part: 'x' })).statusCode).toBe(400);
    for (const who of [reporter, reporter, seller]) {
      expect((await who.call('POST', `/api/questions/${bad}/report`, {})).json()).toEqual({
        msg: QUESTION_MSG.reported,
      });
    }
    await reporter.call('POST', `/api/questions/${fine}/report`, { part: 'answer' });

    expect((await reporter.call('GET', '/api/admin/questions/reports')).statusCode).toBe(403);
    const reported = (
      await admin.call('GET', '/api/admin/questions/reports?pageSize=50')
    ).json<ReportedQuestionPage>();
    const mineOnly = reported.items.filter((q) => q.product.id === product.id);
    expect(mineOnly.map((q) => [q.id, q.reports])).toEqual([
      [bad, { question: 2, answer: 0 }],
      [fine, { question: 0, answer: 1 }],
    ]);
    expect(mineOnly[0]).toMatchObject({ seller: { id: seller.user.id }, asker: { id: asker.user.id } });

    expect((await admin.call('POST', `/api/admin/questions/${bad}/hide`)).json()).toEqual({
      msg: QUESTION_MSG.hidden,
    });
    expect((await admin.call('POST', `/api/admin/questions/${fine}/dismiss`)).json()).toEqual({
      msg: QUESTION_MSG.dismissed,
    });
    const after = (
      await admin.call('GET', '/api/admin/questions/reports?pageSize=50')
    ).json<ReportedQuestionPage>();
    expect(after.items.filter((q) => q.product.id === product.id)).toEqual([]);
    expect((await visitorPage(product.id)).items.map((q) => q.id)).toEqual([fine]);
    expect((await received(seller)).items.map((q) => q.id)).toEqual([fine]);
    expect((await admin.call('POST', `/api/admin/questions/${bad}/hide`)).statusCode).toBe(404);
  });
});
