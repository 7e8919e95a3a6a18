import {
  CLAIM_MESSAGE_MAX,
  CLAIM_MSG,
  type ClaimCloseBody,
  type ClaimMessageBody,
  type ClaimRefundBody,
  claimCloseBodySchema,
  claimMessageBodySchema,
  formatMoney,
  MONEY_MSG,
  type OpenClaimBody,
  openClaimBodySchema,
} from '@bazar/shared';
import { parseAmountToCents } from '../../lib/parse-decimal';

type Errors<Field extends string> = Partial<Record<Field, string>>;
type Checked<Body, Field extends string> =
  | { body: Body; errors: Errors<Field> }
  | { body: null; errors: Errors<Field> };

function fieldErrors<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly Field[],
): Errors<Field> {
  const errors: Errors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const MESSAGE_FIELDS = ['reason', 'body', 'images'] as const;
type MessageField = (typeof MESSAGE_FIELDS)[number];

/** Opening a claim, as the API checks it (openClaimBodySchema): a reason, 5 to 2000 characters, up to 4 photos. */
export function checkOpenClaim(fields: {
  reason: string;
  body: string;
  images: string[];
}): Checked<OpenClaimBody, MessageField> {
  const parsed = openClaimBodySchema.safeParse({ ...fields, reason: fields.reason || undefined });
  return parsed.success
    ? { body: parsed.data, errors: {} }
    : { body: null, errors: fieldErrors(parsed.error.issues, MESSAGE_FIELDS) };
}

/** A message on the claim (claimMessageBodySchema). */
export function checkClaimMessage(fields: {
  body: string;
  images: string[];
}): Checked<ClaimMessageBody, MessageField> {
  const parsed = claimMessageBodySchema.safeParse(fields);
  return parsed.success
    ? { body: parsed.data, errors: {} }
    : { body: null, errors: fieldErrors(parsed.error.issues, MESSAGE_FIELDS) };
}

/**
 * 'Reembolsar y cerrar': the amount typed in pesos as the money screens take it ('1500', '1.500,50',
 * '1500.5'), as whole cents up to what may still be refunded; the note is optional.
 */
export function checkClaimRefund(
  fields: { amount: string; note: string },
  refundableCents: number,
): Checked<ClaimRefundBody, 'amount' | 'note'> {
  const errors: Errors<'amount' | 'note'> = {};
  const amountCents = parseAmountToCents(fields.amount);
  if (amountCents === null) errors.amount = MONEY_MSG.amountFormat;
  else if (amountCents > refundableCents)
    errors.amount = MONEY_MSG.refundTooLarge(formatMoney(refundableCents));
  const note = fields.note.trim();
  if (note.length > CLAIM_MESSAGE_MAX) errors.note = CLAIM_MSG.messageTooLong;
  if (amountCents === null || Object.keys(errors).length > 0) return { body: null, errors };
  return { body: note ? { amountCents, note } : { amountCents }, errors };
}

/** 'Cerrar sin reembolso': the note the parties read (claimCloseBodySchema). */
export function checkClaimClose(note: string): Checked<ClaimCloseBody, 'note'> {
  const parsed = claimCloseBodySchema.safeParse({ note });
  return parsed.success
    ? { body: parsed.data, errors: {} }
    : { body: null, errors: fieldErrors(parsed.error.issues, ['note'] as const) };
}
