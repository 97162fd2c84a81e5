import type { Request } from 'express';

/** The reader's IP as Express resolved it (trust proxy), passed to the identity service for its rate limits. */
export const requestIp = (req: Request): string => req.ip ?? '0.0.0.0';
