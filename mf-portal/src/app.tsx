import '@news/ui/ui.css';
import './portal.css';
import { createLifecycles } from '@news/ui/createLifecycles';
import { PortalApp } from './PortalApp';

export const { bootstrap, mount, unmount } = createLifecycles(PortalApp, 'Mein Konto');
