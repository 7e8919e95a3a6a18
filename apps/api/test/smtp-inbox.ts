import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server that keeps what the app sends, for the suites that read its mail. */
export interface SmtpInbox {
  /** The SMTP_URL that points the app at this inbox. */
  url: string;
  mails: ParsedMail[];
  /** The mails received so far for this address. */
  mailsTo(email: string): ParsedMail[];
  /** SMTP connections opened to it so far. */
  connections(): number;
  /** The first mail for this address (with this subject, if given), waiting up to 10 s for it to arrive. */
  next(email: string, subject?: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * `socketTimeout`: how long the server keeps an idle connection (ms; smtp-server's default is a
 * minute). `port`: a fixed one, for a mail server that comes up where the app already points.
 */
export async function startSmtpInbox({
  port: fixedPort = 0,
  ...options
}: {
  socketTimeout?: number;
  port?: number;
} = {}): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the client: this machine may have no resolver to ask.
    disableReverseLookup: true,
    ...options,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(fixedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const mailsTo = (email: string) =>
    mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === email);
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    connections: () => connections,
    async next(email, subject) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = mailsTo(email).find((m) => subject === undefined || m.subject === subject);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail for ${email}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
