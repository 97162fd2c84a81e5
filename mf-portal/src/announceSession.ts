import { busUserOf, userStateSchema } from '@news/contracts/userState';
import { eventBus } from '@news/event-bus/eventBus';

/** After a change that renewed the session (names, password): the shell re-reads it and the header follows. */
export function announceSession(body: unknown): void {
  const state = userStateSchema.safeParse(body);
  const user = state.success ? busUserOf(state.data) : null;
  if (user) eventBus.publish('auth', { type: 'USER_UPDATED', user });
}
