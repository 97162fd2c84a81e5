import { z } from 'zod/mini';

/**
 * The Module Federation registry the gateway serves at `/mf-registry.json` (ARCHITECTURE §2): where each remote's
 * current build lives. Releasing a remote means publishing its build and changing its entry here.
 */

export const remoteNames = [
  'mf-articles',
  'mf-portal',
  'mf-dialog-flow',
  'mf-paywall',
  'mf-consent',
] as const;
export const remoteNameSchema = z.enum(remoteNames);
export type RemoteName = z.infer<typeof remoteNameSchema>;
/** The remotes that also have a server build for SSR (`dist/server`, the registry's `ssrEntry`). */
export const ssrRemoteNames: readonly RemoteName[] = ['mf-articles', 'mf-consent', 'mf-paywall'];
/** Every application the build makes and the gateway serves under /remotes/: the shell and the remotes. */
export const applicationNames = ['shell', ...remoteNames] as const;

const base = 'http://registry.invalid';

/** An absolute http(s) URL or an absolute path (one leading '/', never '//'). */
const isUrlOrAbsolutePath = (value: string): boolean => {
  if (/^\/(?![/\\])/.test(value)) return !/[\\\s]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const pathnameOf = (value: string): string => {
  try {
    return new URL(value, base).pathname;
  } catch {
    return '';
  }
};

export const registryEntrySchema = z.object({
  entry: z.string().check(
    z.refine(isUrlOrAbsolutePath, { message: 'entry must be an http(s) URL or an absolute path' }),
    z.refine((value) => pathnameOf(value).endsWith('/mf-manifest.json'), {
      message: 'entry must point to an mf-manifest.json',
    }),
  ),
  ssrEntry: z.optional(
    z
      .string()
      .check(
        z.refine(isUrlOrAbsolutePath, { message: 'ssrEntry must be an http(s) URL or an absolute path' }),
      ),
  ),
  version: z.optional(z.string().check(z.minLength(1))),
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

/** Every remote has exactly one entry; unknown remote names are rejected. */
export const registrySchema = z.record(remoteNameSchema, registryEntrySchema);
export type Registry = z.infer<typeof registrySchema>;

/** A registry that names only some remotes (e.g. a release file merged over defaults); unknown names rejected. */
export const partialRegistrySchema = z.partialRecord(remoteNameSchema, registryEntrySchema);
export type PartialRegistry = z.infer<typeof partialRegistrySchema>;
