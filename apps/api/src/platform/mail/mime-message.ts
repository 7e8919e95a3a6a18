import { randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import { encodeWord, foldLines, isPlainText } from 'nodemailer/lib/mime-funcs';
import { encode as quotedPrintable, wrap as wrapQuotedPrintable } from 'nodemailer/lib/qp';

/** A sender or recipient: the address SMTP uses, and the name a mail client shows. */
export interface Mailbox {
  name: string;
  address: string;
}

/** What the shop sends: a receipt or a notice, as plain text and as HTML. */
export interface MessageContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** 'Bazar <no-responder@bazar.local>' (MAIL_FROM) as its name and address. */
export function parseMailbox(value: string): Mailbox {
  const [first] = addressparser(value, { flatten: true });
  if (!first?.address) throw new Error(`not a mail address: ${value}`);
  return { name: first.name, address: first.address };
}

// A header value never carries a line break of its own (that would start a header).
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** A header's words, encoded (RFC 2047) when they are not plain ASCII. */
const headerWords = (value: string) =>
  isPlainText(oneLine(value)) ? oneLine(value) : encodeWord(oneLine(value), 'B', 52);

const mailboxHeader = ({ name, address }: Mailbox) => {
  if (!name) return address;
  const shown = isPlainText(name) ? `"${oneLine(name).replace(/["\\]/g, '\\$&')}"` : headerWords(name);
  return `${shown} <${address}>`;
};

/** A part's text, quoted-printable: mostly readable in the stored file, 7-bit on the wire. */
const bodyOf = (text: string) => wrapQuotedPrintable(quotedPrintable(text.replace(/\r?\n/g, '\r\n')), 76);

/**
 * The message as a mail server stores it: headers, then the text and the HTML as alternatives.
 * Built in one pass from strings. nodemailer's composer built the same message through a tree of
 * streams, and under 50 buyers that, with its transport compiling the message a second time, was
 * ~10 % of the API's CPU (decision 0018).
 */
export function buildMessage(from: Mailbox, message: MessageContent, date = new Date()): string {
  // Random, so no line of the parts can be it.
  const boundary = `_bazar_${randomUUID()}`;
  const domain = from.address.slice(from.address.lastIndexOf('@') + 1) || 'localhost';
  return [
    foldLines(`From: ${mailboxHeader(from)}`),
    `To: ${oneLine(message.to)}`,
    foldLines(`Subject: ${headerWords(message.subject)}`),
    `Date: ${date.toUTCString().replace(/GMT$/, '+0000')}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative;\r\n boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    bodyOf(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    bodyOf(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
