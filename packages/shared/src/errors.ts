import { z } from 'zod';

/** The spec's field-error shape: `{ errors: [{ param, msg }] }`. */
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
