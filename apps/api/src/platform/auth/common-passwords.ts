import { readFileSync } from 'node:fs';

// The file ships beside this module; one password a line, '#' lines are comments.
const list = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

/** Passwords every guessing attack tries first, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  return list.has(password.trim().toLowerCase());
}
