import { z } from 'zod/mini';

/** The `shared` list of a Module Federation mf-manifest.json: each shared module and the files it loads. */
export const manifestSharedSchema = z.array(
  z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) }),
);
