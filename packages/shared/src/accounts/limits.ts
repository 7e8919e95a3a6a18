/** Field limits of an account, matching the users table. */
export const ACCOUNT_LIMITS = {
  userNameMin: 3,
  userName: 50,
  email: 254,
  name: 50,
  phone: 50,
  address: 200,
  idPersonal: 50,
  passwordMin: 5,
  /** argon2 hashes whatever it gets: a cap keeps a 10 kB "password" from costing CPU. */
  password: 128,
  adminField: 50,
} as const;

export const ADMIN_USERS_PAGE_SIZE = 10;
