/** Grids of 'Mi dinero', 'Pagos a vendedores' and the audit list; zod-free for the router's prefetch. */
export const MONEY_PAGE_SIZE = 20;
/** A commission is a percentage with at most two decimals, kept as basis points (1 % = 100). */
export const MAX_COMMISSION_PERCENT = 100;
export const DEFAULT_COMMISSION_PERCENT = 15;
/** Refund reasons and payout failure notes. */
export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 300;
/** An Argentine bank account: a CBU/CVU of 22 digits or an alias of 6–20 letters, digits, '.' or '-'. */
export const CBU_LENGTH = 22;
export const ALIAS_MIN = 6;
export const ALIAS_MAX = 20;
export const HOLDER_NAME_MAX = 100;
/** The largest single amount the money screens accept: $ 100.000.000,00 (in cents). */
export const MAX_MONEY_CENTS = 10_000_000_000;
