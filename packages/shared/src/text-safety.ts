/**
 * Control characters have no place in a shop's texts: PostgreSQL refuses NUL outright (a 500
 * before this check), and the others hide text or break logs and CSV exports. Tab, line feed
 * and carriage return are kept where a text may span lines (request bodies: descriptions,
 * reviews, addresses); query strings and path parameters are single-line and allow none.
 */
export function isControlCharacter(code: number, allowLineBreaks: boolean): boolean {
  if (code < 0x20) return !(allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d));
  return code >= 0x7f && code <= 0x9f;
}

export function hasControlCharacters(text: string, allowLineBreaks: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    if (isControlCharacter(text.charCodeAt(i), allowLineBreaks)) return true;
  }
  return false;
}

/**
 * The path of the first text (or object key) holding a control character, anywhere in a parsed
 * body or query; undefined when the input is clean. Depth is bounded by the body size limit.
 */
export function findControlCharacters(
  value: unknown,
  allowLineBreaks: boolean,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return hasControlCharacters(value, allowLineBreaks) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacters(value[i], allowLineBreaks, [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacters(key, false)) return [...path, key];
      const found = findControlCharacters(item, allowLineBreaks, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
