import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import LinkifyIt from 'linkify-it';

/**
 * Contact details in a question or answer: an e-mail address, a link or a phone number. They
 * are refused so that sales and their conversations stay inside the shop, where the buyer is
 * protected (claims, refunds) — the rule Mercado Libre applies to its questions.
 *
 * Links and e-mails are found by linkify-it (the detector markdown-it uses, with the list of
 * top-level domains, so '1.5 kg' is no link but 'ofertas.com.ar' is); phone numbers by
 * libphonenumber-js with the full metadata (Google's libphonenumber rules), read as numbers of
 * the shop's region, so a model number or a price is not taken for a phone.
 */
export type ContactKind = 'email' | 'phone' | 'link';

const linkify = new LinkifyIt();
/** 'juan arroba gmail punto com': an e-mail spelled out to get past the check. */
const SPELLED_EMAIL = /\b(arroba|at)\b.*\bpunto\s*(com|net|org)\b/i;
/**
 * An Argentine mobile as people write it without the area code: '15' and eight digits
 * ('15-5555-1234', '15.5555.1234', '15 5555 1234'). No numbering plan takes it alone (it needs
 * the area code), so libphonenumber rightly finds no number in it; but it reaches the seller.
 */
const LOCAL_MOBILE = /(?<![\d.,])15[\s.-]?\d{4}[\s.-]?\d{4}(?![\d.,]*\d)/;
/** The countries whose national numbers are looked for (international ones are always found). */
const PHONE_REGIONS = ['AR', 'MX', 'ES', 'CO', 'CL', 'PE', 'UY'] as const;

/** The kinds of contact detail the text carries, in the order 'email', 'phone', 'link'; empty when clean. */
export function contactDetailsIn(text: string): ContactKind[] {
  const found = new Set<ContactKind>();
  for (const match of linkify.match(text) ?? []) found.add(match.schema === 'mailto:' ? 'email' : 'link');
  if (SPELLED_EMAIL.test(text)) found.add('email');
  if (
    LOCAL_MOBILE.test(text) ||
    PHONE_REGIONS.some((region) => findPhoneNumbersInText(text, region).length > 0)
  )
    found.add('phone');
  return (['email', 'phone', 'link'] as const).filter((kind) => found.has(kind));
}
