import './consent.css';
import { createLifecycles } from '@news/ui/createLifecycles';
import { readDocumentState } from '@news/contracts/readDocumentState';
import { ConsentLayer } from './ConsentLayer';
import { startConsentServices } from './startConsentServices';

const lifecycles = createLifecycles(ConsentLayer, 'Datenschutz-Einstellungen');

export const { mount, unmount } = lifecycles;
export async function bootstrap() {
  const state = readDocumentState(document);
  startConsentServices(state.vendorScripts ?? {}, state.ivw);
  return lifecycles.bootstrap();
}
