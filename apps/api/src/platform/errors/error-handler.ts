import { MSG } from '@bazar/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from './app-error.js';
import { type DependencyFault, dependencyFault, RETRY_AFTER_SECONDS } from './dependency-errors.js';

const FAULT_ANSWERS: Record<DependencyFault, { status: number; msg: string }> = {
  database: { status: 503, msg: MSG.databaseUnavailable },
  redis: { status: 503, msg: MSG.dependencyUnavailable },
  service: { status: 503, msg: MSG.dependencyUnavailable },
  // 507 Insufficient Storage: the request was fine, the server has no room to keep its result.
  'disk-full': { status: 507, msg: MSG.storageFull },
};

/** Spanish texts for Fastify's own client errors (malformed JSON, oversized body, …). */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.malformedBody,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.malformedBody,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.malformedBody,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MSG.malformedBody,
  FST_ERR_RATE_LIMIT_EXCEEDED: MSG.tooManyRequests,
};

/** One field error per parameter: the first message wins, as the forms show one under each field. */
function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (seen.has(e.param)) return false;
    seen.add(e.param);
    return true;
  });
}

function validationErrors(error: FastifyError): FieldError[] {
  // Zod's issues, or the control-character guard's (platform/http/text-guard.ts), same shape.
  if (!hasZodFastifySchemaValidationErrors(error) && !Array.isArray(error.validation)) return [];
  if (!error.validation) return [];
  return dedupe(
    error.validation.map((v) => ({
      param: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
      msg: v.message ?? MSG.invalidRequest,
    })),
  );
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const { param, type, fields } = error.options;
      const errors = fields ?? (param ? [{ param, msg: error.msg }] : undefined);
      const body = errors ? { errors } : { ...(type ? { type } : {}), msg: error.msg };
      return reply.status(error.statusCode).send(body);
    }
    const fields = validationErrors(error);
    if (fields.length > 0) return reply.status(400).send({ errors: fields });

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ msg: FASTIFY_CLIENT_ERRORS[error.code] ?? MSG.invalidRequest });
    }
    const fault = dependencyFault(error);
    if (fault) {
      request.log.warn({ err: error, reqId: request.id, fault }, 'dependency unavailable');
      const answer = FAULT_ANSWERS[fault];
      return reply.status(answer.status).header('retry-after', RETRY_AFTER_SECONDS).send({ msg: answer.msg });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ msg: MSG.internalError });
  });
}
