import { once } from 'node:events';
import net from 'node:net';

/**
 * A mail server that accepts every message and keeps only a count: the checkout bench's shop
 * sends its receipts over SMTP, as a shop in production does, instead of the demo's fallback of
 * one .eml file per message (on this machine's disk, creating a file cost 0.3–0.7 ms of kernel
 * CPU once earlier runs had deleted theirs, a cost no production shop pays). It speaks just
 * enough ESMTP for nodemailer: greeting, EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 */
export async function startSmtpSink(): Promise<{ url: string; received: () => number; close: () => void }> {
  let received = 0;
  const server = net.createServer((socket) => {
    let buffered = '';
    let inData = false;
    socket.setNoDelay(true);
    socket.write('220 bench-sink ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      const replies: string[] = [];
      while (buffered.length > 0) {
        if (inData) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end < 0) {
            // Keep only what could still be the start of the terminator.
            buffered = buffered.slice(-4);
            break;
          }
          buffered = buffered.slice(end + 5);
          inData = false;
          received += 1;
          replies.push('250 2.0.0 queued');
          continue;
        }
        const eol = buffered.indexOf('\r\n');
        if (eol < 0) break;
        const command = buffered.slice(0, eol).slice(0, 4).toUpperCase();
        buffered = buffered.slice(eol + 2);
        if (command === 'EHLO') replies.push('250-bench-sink\r\n250-PIPELINING\r\n250 8BITMIME');
        else if (command === 'HELO') replies.push('250 bench-sink');
        else if (command === 'DATA') {
          inData = true;
          replies.push('354 end with <CRLF>.<CRLF>');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else replies.push('250 OK');
      }
      if (replies.length > 0) socket.write(`${replies.join('\r\n')}\r\n`);
    });
    socket.on('error', () => socket.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received: () => received,
    close: () => server.close(),
  };
}
