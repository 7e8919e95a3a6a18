export interface FieldError {
  param: string;
  msg: string;
}

/**
 * A failure a client can act on. Services throw it; the error mapper turns it into
 * `{ errors: [{ param, msg }] }` when it names fields, else `{ type?, msg }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly msg: string,
    readonly options: { param?: string; type?: string; fields?: FieldError[] } = {},
  ) {
    super(msg);
    this.name = 'AppError';
  }

  static badRequest(msg: string, param?: string) {
    return new AppError(400, msg, param ? { param } : {});
  }

  /** Several fields refused at once, so a form can show every message in one round. */
  static fields(fields: FieldError[], statusCode = 400) {
    return new AppError(statusCode, fields[0]?.msg ?? '', { fields });
  }

  static notFound(msg: string) {
    return new AppError(404, msg);
  }
}
