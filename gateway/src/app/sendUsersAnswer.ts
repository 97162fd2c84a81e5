import type { Response } from 'express';
import type { UsersAnswer } from './createUsersClient';

/** The user API's answer as it came: its value, or its error body with its status. */
export function sendUsersAnswer<T>(res: Response, answer: UsersAnswer<T>): void {
  if (answer.ok) res.json(answer.value);
  else res.status(answer.error.status).json(answer.error);
}
