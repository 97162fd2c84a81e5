import { TextDecoder, TextEncoder } from 'node:util';

/** jsdom lacks TextEncoder, which react-router needs at import time; component tests import this first. */
export function installTextEncoder(): void {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
installTextEncoder();
