import { ACCOUNT_MSG } from '@bazar/shared';
import { isCommonPassword } from '../../platform/auth/common-passwords.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { AppError } from '../../platform/errors/app-error.js';

/** The length rules run in the shared schema; the common-password list only on the server. */
export function assertNotCommon(password: string, param: string): void {
  if (isCommonPassword(password)) throw AppError.badRequest(ACCOUNT_MSG.passwordCommon, param);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against an account that may not exist or may have no password: an unknown
 * user costs the same argon2 verification as a wrong password, so timing tells nothing.
 */
export async function passwordMatches(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword('bazar-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
