import type { LoginVia } from '@news/contracts/busEvents';
import { busUserOf, type UserState } from '@news/contracts/userState';
import { eventBus } from '@news/event-bus/eventBus';

/**
 * Announces a successful login on the bus (topic auth, LOGIN_SUCCESS) and how it came about. Inside the dialog
 * frame the bridge forwards it to the page; at top level the shell continues to the stored target.
 */
export function publishLogin(state: UserState, via: LoginVia): void {
  const user = busUserOf(state);
  if (user) eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user, via });
}
