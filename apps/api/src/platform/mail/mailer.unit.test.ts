import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../../../test/smtp-inbox.js';
import { createMailer, escapeHtml, pooledSmtpUrl } from './mailer.js';

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
    expect(new URL(pooledSmtpUrl('smtp://mail.example:587')).searchParams.get('pool')).toBe('true');
    expect(new URL(pooledSmtpUrl('smtps://u:p@mail.example?pool=false')).searchParams.get('pool')).toBe(
      'false',
    );
  });

  it('sends every message over a few connections it keeps, and ends them on close', async () => {
    const inbox = await startSmtpInbox();
    const mailer = createMailer({ smtpUrl: inbox.url, from: 'tienda@bazar.local', outboxDir: '', log });
    // A busy moment (the outbox delivers a batch side by side), then a quiet one.
    await Promise.all(Array.from({ length: 12 }, (_, i) => mailer.send(message(i))));
    for (let i = 12; i < 15; i++) await mailer.send(message(i));
    expect(inbox.mails).toHaveLength(15);
    expect(inbox.mailsTo('cliente14@bazar.local')[0]?.subject).toBe('Factura F-14');
    expect(inbox.connections()).toBeLessThanOrEqual(5);
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
