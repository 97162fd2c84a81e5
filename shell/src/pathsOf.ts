/** The same-origin paths of a space-separated list the gateway wrote from the build (never from a request). */
export const pathsOf = (list: string | undefined): string[] =>
  (list ?? '').split(' ').filter((src) => src.startsWith('/') && !src.startsWith('//'));
