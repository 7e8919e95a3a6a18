/** A timestamp column as the API writes it: the drivers give a Date (pg) or a string (raw rows). */
export const toIso = (value: Date | string): string => new Date(value).toISOString();
