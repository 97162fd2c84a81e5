import { TextDecoder, TextEncoder } from 'node:util';

/** jsdom lacks TextEncoder/TextDecoder, which react-router and react-dom/server need. Import first. */
Object.assign(globalThis, { TextEncoder, TextDecoder });
