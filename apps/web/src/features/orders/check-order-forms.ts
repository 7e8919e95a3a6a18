import {
  type CancelOrderBody,
  cancelOrderBodySchema,
  type UpdateOrderStatusBody,
  updateOrderStatusBodySchema,
} from '@bazar/shared';

export interface ShipmentFields {
  carrier: string;
  trackingNumber: string;
}

type Checked<Body, Field extends string> =
  | { body: Body; errors: Partial<Record<Field, string>> }
  | { body: null; errors: Partial<Record<Field, string>> };

/** Each field's first message of a failed parse (zod's issues name their field first in `path`). */
function firstMessages<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * 'Marcar en camino' as the API checks it (updateOrderStatusBodySchema): a carrier of the list and
 * a tracking number of 4 to 40 letters, digits or dashes; a blank field is a missing one.
 */
export function checkShipment(fields: ShipmentFields): Checked<UpdateOrderStatusBody, keyof ShipmentFields> {
  const carrier = fields.carrier || undefined;
  const trackingNumber = fields.trackingNumber.trim() || undefined;
  const parsed = updateOrderStatusBodySchema.safeParse({ status: 'shipped', carrier, trackingNumber });
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors = firstMessages(parsed.error.issues, ['carrier', 'trackingNumber'] as const);
  // The schema names a missing field only once the others parse: both are asked for at once here.
  if (!carrier && !errors.carrier) {
    const missing = updateOrderStatusBodySchema.safeParse({ status: 'shipped', trackingNumber: 'ABCD' });
    if (!missing.success) errors.carrier = firstMessages(missing.error.issues, ['carrier'] as const).carrier;
  }
  return { body: null, errors };
}

/** 'Cancelar venta' as the API checks it (cancelOrderBodySchema): a reason of 5 to 300 characters. */
export function checkCancellation(reason: string): Checked<CancelOrderBody, 'reason'> {
  const parsed = cancelOrderBodySchema.safeParse({ reason });
  if (parsed.success) return { body: parsed.data, errors: {} };
  return { body: null, errors: firstMessages(parsed.error.issues, ['reason'] as const) };
}
