/** Marks the events the shell itself puts on the bus, so its own listener skips them. */
export const shellBusOrigin = 'shell-session';
