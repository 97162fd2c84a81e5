import './consent.css';
import { createLifecycles } from '@news/ui/createLifecycles';
import { ConsentLayer } from './ConsentLayer';

export const { bootstrap, mount, unmount } = createLifecycles(ConsentLayer, 'Datenschutz-Einstellungen');
