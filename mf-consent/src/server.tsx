import type { ReactElement } from 'react';
import { ConsentLayer } from './ConsentLayer';

/** Server entry (exposed as ./server): the first layer as the gateway renders it into a document. */
export function consentLayer(): ReactElement {
  return <ConsentLayer />;
}
