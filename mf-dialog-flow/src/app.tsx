import '@news/ui/ui.css';
import './dialog-flow.css';
import { createLifecycles } from '@news/ui/createLifecycles';
import { DialogFlowApp } from './DialogFlowApp';

export const { bootstrap, mount, unmount } = createLifecycles(DialogFlowApp, 'Anmeldung');
