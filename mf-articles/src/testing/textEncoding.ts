import { TextDecoder, TextEncoder } from 'node:util';

/** jsdom lacks TextEncoder/TextDecoder, which react-dom/server needs. Import first. */
Object.assign(globalThis, { TextEncoder, TextDecoder });
