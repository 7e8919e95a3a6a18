import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE } from './constants.js';
import { MSG } from './messages.js';

/** `page` of every list's query string: 1-based, bounded so OFFSET stays sane. */
export const pageParam = z.coerce
  .number({ error: MSG.invalidPage })
  .int({ error: MSG.invalidPage })
  .min(1, { error: MSG.invalidPage })
  .max(MAX_PAGE, { error: MSG.pageTooBig })
  .default(1);

/** `pageSize` of a list's query string, with that list's default. */
export function pageSizeParam(defaultSize: number, max: number = MAX_PAGE_SIZE) {
  const error = MSG.invalidPageSize(max);
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).default(defaultSize);
}

/** The envelope every paginated list answers with. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
