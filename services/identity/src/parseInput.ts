import { z } from 'zod/mini';
import { containsNul } from '@news/contracts/containsNul';
import { messages, validationError } from './IdentityHttpError';

/**
 * English texts for zod's own issues (zod/mini loads no locale and says only "Invalid input"): the API's
 * ValidationError details keep saying what is wrong with a field.
 */
const english = z.locales.en();

/**
 * Parses a request body or query with `schema`; a failure (or a NUL character anywhere) becomes a 400
 * ValidationError listing the fields.
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  if (containsNul(input)) {
    throw validationError({ errors: [{ path: [], message: 'nul_character', name: 'ValidationError' }] });
  }
  const result = schema.safeParse(input ?? {}, { error: english.localeError });
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
    name: 'ValidationError',
  }));
  const mismatch = result.error.issues.some((i) => i.message === 'passwords_do_not_match');
  throw validationError({ errors }, mismatch ? messages.passwordsDiffer : messages.invalidInput);
}
