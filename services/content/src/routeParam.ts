import type { Request } from 'express';

/** A named route parameter as a single string (wildcard parameters are arrays and answer undefined). */
export function routeParam(req: Request, name: string): string | undefined {
  const value = (req.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
