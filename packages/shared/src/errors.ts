import { z } from 'zod';

/** The field-error shape every 400 answers with: `{ errors: [{ param, msg }] }`. */
export const fieldErrorsSchema = z.object({
  errors: z.array(z.object({ param: z.string(), msg: z.string() })),
});
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** A request-level error: `{ msg }`, with an optional `type` such as 'noLogin'. */
export const messageErrorSchema = z.object({
  type: z.string().optional(),
  msg: z.string(),
});
export type MessageError = z.infer<typeof messageErrorSchema>;

/** A 400 answer: field errors from validation, or a single message. */
export const badRequestSchema = fieldErrorsSchema.or(messageErrorSchema);

/** Response schemas for a route's error statuses: 400 as above, every other status a message. */
export function errorResponses<const C extends readonly number[]>(
  ...codes: C
): { [K in C[number]]: K extends 400 ? typeof badRequestSchema : typeof messageErrorSchema } {
  return Object.fromEntries(
    codes.map((code) => [code, code === 400 ? badRequestSchema : messageErrorSchema]),
  ) as never;
}
