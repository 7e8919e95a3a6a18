import { createServer, type Socket } from 'node:net';

export interface MailCatcher {
  /** The recipients (RCPT TO) of every message accepted so far, one entry per message and recipient. */
  recipients: string[];
  close(): Promise<void>;
}

/**
 * A mail server that accepts every message, speaking just the SMTP the shop's client uses
 * (no TLS, no login), and notes who each message was for: enough for a journey to bring "the
 * mail server" back up where the shop already points.
 */
export async function startMailCatcher(port: number): Promise<MailCatcher> {
  const recipients: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let envelope: string[] = [];
    reply('220 buzon.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          // A lone dot ends the message (a dot starting a line of text comes doubled).
          if (line === '.') {
            inData = false;
            recipients.push(...envelope);
            envelope = [];
            reply('250 OK: queued');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          reply('250-buzon.test');
          reply('250 8BITMIME');
        } else if (verb === 'HELO' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'MAIL' || verb === 'RSET') {
          envelope = [];
          reply('250 OK');
        } else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1];
          if (address) envelope.push(address);
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    recipients,
    close: () =>
      new Promise<void>((resolve) => {
        // The shop keeps its connection open for the next message: end it, or close waits for ever.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
