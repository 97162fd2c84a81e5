import type { ApiError } from '@news/contracts/apiError';
import express, { type RequestHandler } from 'express';

/** Parses a JSON body of at most `limit`; an unreadable one is answered 400 with `invalid`, as a wrong one is. */
export const jsonBodyOr =
  (limit: string, invalid: ApiError): RequestHandler =>
  (req, res, next) =>
    express.json({ limit, strict: false })(req, res, (err?: unknown) => {
      if (err) res.status(400).json(invalid);
      else next();
    });
