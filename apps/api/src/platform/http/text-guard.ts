import { findControlCharacters, MSG } from '@bazar/shared';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

type CompilerInput = Parameters<typeof validatorCompiler>[0];

/**
 * Zod's validator, preceded on every route and every part (body, query string, path parameters)
 * by one check for control characters: one place refuses them everywhere at once, including
 * fields a schema leaves as free text and keys it would strip. Bodies may carry line breaks and
 * tabs (multi-line descriptions and reviews); query strings and parameters may not.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.setValidatorCompiler((input: CompilerInput & { httpPart?: string }) => {
    const validate = validatorCompiler(input as { schema: FastifySchema } & CompilerInput);
    const allowLineBreaks = input.httpPart === 'body';
    return (data: unknown) => {
      const path = findControlCharacters(data, allowLineBreaks);
      if (!path) return validate(data);
      return {
        error: [
          {
            keyword: 'controlCharacters',
            instancePath: `/${path.join('/')}`,
            schemaPath: '#',
            params: {},
            message: MSG.controlCharacters,
          },
        ],
      };
    };
  });
}
