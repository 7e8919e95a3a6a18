import { z } from 'zod';
import { ADMIN_MSG } from '../admin/messages.js';
import { MSG } from '../messages.js';
import { pageParam, pageSchema, pageSizeParam } from '../pagination.js';
import { ACCOUNT_LIMITS as L } from './limits.js';
import { ACCOUNT_MSG as M } from './messages.js';

/** A trimmed text of at most `max` characters; `required` adds a non-empty check. */
const text = (max: number, required?: string) => {
  const base = z.string({ error: required ?? M.textTooLong }).trim();
  return (required ? base.min(1, { error: required }) : base).max(max, { error: M.textTooLong });
};

/** E-mails are compared case-insensitively, so they are stored lower-case. */
export const emailField = z
  .string({ error: M.invalidEmail })
  .trim()
  .toLowerCase()
  .max(L.email, { error: M.emailTooLong })
  .pipe(z.email({ error: M.invalidEmail }));

/** No '@', so a login's userOrEmail is never ambiguous. */
export const userNameField = z
  .string({ error: M.userNameRequired })
  .trim()
  .min(1, { error: M.userNameRequired })
  .regex(new RegExp(`^[\\p{L}\\p{N}._-]{${L.userNameMin},${L.userName}}$`, 'u'), { error: M.userNameFormat });

/** The length rules; the common-password list lives on the server (a file the web does not ship). */
export const passwordField = (minMessage: string = M.passwordMin) =>
  z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired })
    .min(L.passwordMin, { error: minMessage })
    .max(L.password, { error: M.passwordTooLong });

/** Optional text where blank means "not given". */
const optionalText = (max: number) => text(max).optional();

export const registerBodySchema = z
  .object({
    email: emailField,
    password: passwordField(),
    passwordConfirmation: z
      .string({ error: M.passwordsDiffer })
      .max(L.password, { error: M.passwordTooLong }),
    userName: userNameField,
    firstName: optionalText(L.name),
    lastName: text(L.name, M.lastNameRequired),
    phone: optionalText(L.phone),
    address: optionalText(L.address),
    idPersonal: text(L.idPersonal, M.idPersonalRequired),
  })
  .refine((b) => b.password === b.passwordConfirmation, {
    error: M.passwordsDiffer,
    path: ['passwordConfirmation'],
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  userOrEmail: z
    .string({ error: M.userOrEmailRequired })
    .trim()
    .min(1, { error: M.userOrEmailRequired })
    .max(L.email, { error: M.noLogin }),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired })
    .max(L.password, { error: M.passwordTooLong }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string(), userName: z.string(), root: z.boolean() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const googleLoginBodySchema = z.object({
  credential: z.string({ error: M.socialRejected }).min(1, { error: M.socialRejected }).max(8192),
});
export const facebookLoginBodySchema = z.object({
  accessToken: z.string({ error: M.socialRejected }).min(1, { error: M.socialRejected }).max(4096),
});

export const authProvidersSchema = z.object({
  google: z.object({ clientId: z.string() }).nullable(),
  facebook: z.object({ appId: z.string() }).nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const messageSchema = z.object({ msg: z.string() });
export const rootResponseSchema = z.object({ root: z.boolean() });

export const profileSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  idPersonal: z.string(),
  createdAt: z.string(),
  role: z.object({ title: z.enum(['user', 'root']) }),
  banned: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Profile edit: every field optional, and a blank one keeps the current value. */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
    schema.optional(),
  );

export const updateProfileBodySchema = z
  .object({
    userName: blankAsMissing(userNameField),
    email: blankAsMissing(emailField),
    address: blankAsMissing(text(L.address)),
    phone: blankAsMissing(text(L.phone)),
    firstName: blankAsMissing(text(L.name)),
    lastName: blankAsMissing(text(L.name)),
    idPersonal: blankAsMissing(text(L.idPersonal)),
    /** Required to change the e-mail: a stolen session alone must not redirect account recovery. */
    currentPassword: blankAsMissing(z.string().max(L.password, { error: M.passwordTooLong })),
  })
  .refine((b) => b.email === undefined || b.currentPassword !== undefined, {
    error: M.currentPasswordRequired,
    path: ['currentPassword'],
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const updateProfileResponseSchema = z.object({ msg: z.string(), user: profileSchema });

export const availabilityQuerySchema = z.object({
  userName: z.string({ error: M.userNameRequired }).trim().max(200),
});
export const availabilitySchema = z.object({ available: z.boolean() });

/**
 * 'Cambiar contraseña': the current password once, the new one twice (a typo in the new one must
 * not lock anyone out). The original shop asked for the current one twice and the new one once.
 */
export const newPasswordBodySchema = z
  .object({
    password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }).max(L.password, {
      error: M.passwordTooLong,
    }),
    newPassword: passwordField(M.newPasswordMin),
    newPasswordConfirmation: z
      .string({ error: M.passwordsDiffer })
      .max(L.password, { error: M.passwordTooLong }),
  })
  .refine((b) => b.newPassword === b.newPasswordConfirmation, {
    error: M.passwordsDiffer,
    path: ['newPasswordConfirmation'],
  });
export type NewPasswordBody = z.infer<typeof newPasswordBodySchema>;

export const sendEmailBodySchema = z.object({ email: emailField });

const resetToken = z
  .string({ error: M.resetLinkInvalid })
  .min(1, { error: M.resetLinkInvalid })
  .max(200, { error: M.resetLinkInvalid });

/**
 * The token alone names the account: an `email` sent along (older clients) is dropped unread.
 * The new password twice, as everywhere a password is chosen.
 */
export const forgotPasswordBodySchema = z
  .object({
    password: passwordField(),
    passwordConfirmation: z
      .string({ error: M.passwordsDiffer })
      .max(L.password, { error: M.passwordTooLong }),
    token: resetToken,
  })
  .refine((b) => b.password === b.passwordConfirmation, {
    error: M.passwordsDiffer,
    path: ['passwordConfirmation'],
  });
/** POST /api/forgotPassword/check: is the e-mailed link still good (asked when its page opens)? */
export const resetLinkBodySchema = z.object({ token: resetToken });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

// ── Administration ────────────────────────────────────────────────────────────────────────
const adminField = z
  .string({ error: M.adminFieldInvalid })
  .trim()
  .min(1, { error: M.adminFieldInvalid })
  .max(L.adminField, { error: M.adminFieldInvalid });

export const adminUpdateUserBodySchema = z.object({
  id: z.number({ error: MSG.invalidId }).int({ error: MSG.invalidId }).min(1, { error: MSG.invalidId }),
  firstName: adminField,
  lastName: adminField,
  email: adminField.toLowerCase().pipe(z.email({ error: M.adminFieldInvalid })),
  address: adminField,
  phone: adminField,
  userName: adminField.pipe(userNameField),
});
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBodySchema>;

export const userIdBodySchema = z.object({
  id: z.number({ error: MSG.invalidId }).int({ error: MSG.invalidId }).min(1, { error: MSG.invalidId }),
});

/** The users grid's sorts: a field, '-' in front for descending; newest first by default. */
export const ADMIN_USER_SORTS = [
  '-createdAt',
  'createdAt',
  'id',
  '-id',
  'userName',
  '-userName',
  'email',
  '-email',
] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const adminUserListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(10, 100),
  sort: z.enum(ADMIN_USER_SORTS, { error: ADMIN_MSG.invalidSort }).default('-createdAt'),
  q: z.string({ error: MSG.invalidSearch }).trim().max(100, { error: MSG.searchTooLong }).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserPageSchema = pageSchema(profileSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
