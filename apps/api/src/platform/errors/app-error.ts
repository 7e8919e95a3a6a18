/**
 * A failure a client can act on. Services throw it; the error mapper turns it into
 * `{ errors: [{ param, msg }] }` when it names a field, else `{ type?, msg }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly msg: string,
    readonly options: { param?: string; type?: string } = {},
  ) {
    super(msg);
    this.name = 'AppError';
  }

  static badRequest(msg: string, param?: string) {
    return new AppError(400, msg, param ? { param } : {});
  }

  static notFound(msg: string) {
    return new AppError(404, msg);
  }
}
