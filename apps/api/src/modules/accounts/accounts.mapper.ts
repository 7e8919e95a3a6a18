import type { Profile } from '@bazar/shared';
import type { UserRow } from './users.repository.js';

/** The public face of an account: never the password hash. */
export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    userName: row.userName,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    idPersonal: row.idPersonal,
    createdAt: row.createdAt.toISOString(),
    role: { title: row.role },
    banned: row.banned,
  };
}
