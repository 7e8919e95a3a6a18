import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../../../test/smtp-inbox.js';
import { createMailer, escapeHtml } from './mailer.js';
import { SMTP_POOL_CONNECTIONS } from './smtp-pool.js';

describe('escapeHtml', () => {
  it('neutralises markup and attribute breakouts in user data', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;',
    );
  });
});

describe('the SMTP mailer', () => {
  const log = { info() {} } as unknown as FastifyBaseLogger;
  const message = (i: number) => ({
    to: `cliente${i}@bazar.local`,
    subject: `Factura F-${i}`,
    text: 'comprobante',
    html: '<p>comprobante</p>',
  });

  it('keeps at most the connections the address allows (?maxConnections=)', async () => {
    const inbox = await startSmtpInbox();
    const mailer = createMailer({
      smtpUrl: `${inbox.url}?maxConnections=3`,
      from: 'tienda@bazar.local',
      outboxDir: '',
      log,
    });
    await Promise.all(Array.from({ length: 12 }, (_, i) => mailer.send(message(i))));
    expect(inbox.mails).toHaveLength(12);
    expect(inbox.connections()).toBe(3);
    mailer.close();
    await inbox.close();
  });

  it('falls back to the default number of connections when ?maxConnections= is not a count', async () => {
    const inbox = await startSmtpInbox();
    const mailer = createMailer({
      smtpUrl: `${inbox.url}?maxConnections=muchas`,
      from: 'tienda@bazar.local',
      outboxDir: '',
      log,
    });
    await Promise.all(Array.from({ length: 30 }, (_, i) => mailer.send(message(i))));
    expect(inbox.mails).toHaveLength(30);
    expect(inbox.connections()).toBeLessThanOrEqual(SMTP_POOL_CONNECTIONS);
    mailer.close();
    await inbox.close();
  });

  it('opens a new connection when the server ended a kept one, and fails a message it cannot send', async () => {
    // The server ends connections idle for half a second, as real servers do after minutes.
    const inbox = await startSmtpInbox({ socketTimeout: 500 });
    const mailer = createMailer({ smtpUrl: inbox.url, from: 'tienda@bazar.local', outboxDir: '', log });
    await mailer.send(message(1));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await mailer.send(message(2));
    expect(inbox.mailsTo('cliente2@bazar.local')).toHaveLength(1);
    expect(inbox.connections()).toBe(2);
    mailer.close();
    await inbox.close();
    // Nobody listens any more: the message fails (the outbox retries it), the process goes on.
    await expect(mailer.send(message(3))).rejects.toThrow();
  });

  it('sends every message over a few connections it keeps, and ends them on close', async () => {
    const inbox = await startSmtpInbox();
    const mailer = createMailer({ smtpUrl: inbox.url, from: 'tienda@bazar.local', outboxDir: '', log });
    // A busy moment (the outbox delivers a batch side by side), then a quiet one.
    await Promise.all(Array.from({ length: 30 }, (_, i) => mailer.send(message(i))));
    for (let i = 30; i < 33; i++) await mailer.send(message(i));
    expect(inbox.mails).toHaveLength(33);
    expect(inbox.mailsTo('cliente32@bazar.local')[0]?.subject).toBe('Factura F-32');
    expect(inbox.connections()).toBeLessThanOrEqual(SMTP_POOL_CONNECTIONS);
    mailer.close();
    await inbox.close();
  });

  it('replaces a connection after the messages it may carry (?maxMessages=)', async () => {
    const inbox = await startSmtpInbox();
    const mailer = createMailer({
      smtpUrl: `${inbox.url}?maxConnections=1&maxMessages=2`,
      from: 'tienda@bazar.local',
      outboxDir: '',
      log,
    });
    for (let i = 0; i < 6; i++) await mailer.send(message(i));
    expect(inbox.mails).toHaveLength(6);
    expect(inbox.connections()).toBe(3);
    mailer.close();
    await inbox.close();
  });

  it('sends at most ?rateLimit= messages a second', async () => {
    const inbox = await startSmtpInbox();
    const mailer = createMailer({
      smtpUrl: `${inbox.url}?rateLimit=2`,
      from: 'tienda@bazar.local',
      outboxDir: '',
      log,
    });
    const started = Date.now();
    await Promise.all(Array.from({ length: 5 }, (_, i) => mailer.send(message(i))));
    // Two in the first second, two in the second, the fifth in the third.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(inbox.mails).toHaveLength(5);
    mailer.close();
    await inbox.close();
  });

  it('opens a connection per message when the address asks for no pool', async () => {
    const inbox = await startSmtpInbox();
    const mailer = createMailer({
      smtpUrl: `${inbox.url}?pool=false`,
      from: 'tienda@bazar.local',
      outboxDir: '',
      log,
    });
    for (let i = 0; i < 3; i++) await mailer.send(message(i));
    expect(inbox.mails).toHaveLength(3);
    expect(inbox.connections()).toBe(3);
    mailer.close();
    await inbox.close();
  });
});

describe('the messages', () => {
  const log = { info() {} } as unknown as FastifyBaseLogger;
  const spanish = {
    to: 'lucia@correo.test',
    subject: 'Recuperación de contraseña\r\nBcc: otro@correo.test',
    text: `Hola Lucía:\n\nTotal = $ 97,00 (línea de ${'x'.repeat(120)})\n`,
    html: '<p>Hola <strong>Lucía</strong>: ñandú</p>',
  };

  /** What a mail client reads: names, subject and parts in Spanish, and no header injected. */
  async function expectReadBackWhole(raw: string) {
    expect(raw).not.toMatch(/^Bcc:/m);
    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([
      { name: 'Tienda Bazar Peñalolén', address: 'no-responder@bazar.local' },
    ]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address).toBe('lucia@correo.test');
    expect(mail.subject).toBe('Recuperación de contraseña Bcc: otro@correo.test');
    expect(mail.text).toBe(spanish.text);
    expect(mail.html).toBe(spanish.html);
    expect(mail.messageId).toMatch(/@bazar\.local>$/);
    expect(mail.date?.toISOString()).toMatch(/^\d{4}-/);
  }

  it('crosses SMTP whole, 7-bit and in lines a mail server accepts', async () => {
    const inbox = await startSmtpInbox();
    const mailer = createMailer({
      smtpUrl: inbox.url,
      from: 'Tienda Bazar Peñalolén <no-responder@bazar.local>',
      outboxDir: '',
      log,
    });
    await mailer.send(spanish);
    const [received] = inbox.mailsTo('lucia@correo.test');
    mailer.close();
    await inbox.close();
    expect(received?.subject).toBe('Recuperación de contraseña Bcc: otro@correo.test');
    expect(received?.text).toBe(spanish.text);
  });

  it('is kept as an .eml file when there is no mail server, the same message', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bazar-outbox-'));
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Tienda Bazar Peñalolén <no-responder@bazar.local>',
      outboxDir: dir,
      log,
    });
    await mailer.send(spanish);
    const [file] = await readdir(dir);
    const raw = await readFile(path.join(dir, file ?? ''), 'utf8');
    await rm(dir, { recursive: true });
    expect([...raw].every((c) => c.charCodeAt(0) < 128)).toBe(true);
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    await expectReadBackWhole(raw);
  });
});
