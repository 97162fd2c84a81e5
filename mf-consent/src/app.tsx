import './consent.css';
import { createLifecycles } from '@news/ui/createLifecycles';
import { readDocumentState } from '@news/contracts/readDocumentState';
import { ConsentLayer } from './ConsentLayer';
import { startConsentServices } from './startConsentServices';

const lifecycles = createLifecycles(ConsentLayer, 'Datenschutz-Einstellungen');

export const { mount, unmount } = lifecycles;
export async function bootstrap() {
  startConsentServices(readDocumentState(document).vendorScripts ?? {});
  return lifecycles.bootstrap();
}
