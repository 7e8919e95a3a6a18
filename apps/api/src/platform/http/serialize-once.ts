import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

const serialized = new WeakMap<object, string>();

/**
 * Sends a cached value as JSON, checked against its response schema and stringified once per
 * value rather than once per request: a cache hit then costs no more than writing the bytes.
 * A string payload bypasses Fastify's serializer.
 */
export function sendSerializedOnce<T extends object>(reply: FastifyReply, schema: z.ZodType<T>, value: T) {
  let json = serialized.get(value);
  if (json === undefined) {
    json = JSON.stringify(schema.parse(value));
    serialized.set(value, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
