import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../../../test/smtp-inbox.js';
import { createMailer, escapeHtml, pooledSmtpUrl, SMTP_POOL_CONNECTIONS } from './mailer.js';

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

  it('pools its connections unless the address says otherwise', () => {
    const pooled = new URL(pooledSmtpUrl('smtp://mail.example:587')).searchParams;
    expect(pooled.get('pool')).toBe('true');
    expect(pooled.get('maxConnections')).toBe(String(SMTP_POOL_CONNECTIONS));
    const unpooled = new URL(pooledSmtpUrl('smtps://u:p@mail.example?pool=false')).searchParams;
    expect(unpooled.get('pool')).toBe('false');
    expect(unpooled.has('maxConnections')).toBe(false);
    expect(
      new URL(pooledSmtpUrl('smtp://mail.example?maxConnections=3')).searchParams.get('maxConnections'),
    ).toBe('3');
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
