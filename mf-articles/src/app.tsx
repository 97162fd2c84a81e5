import '@news/ui/ui.css';
import './articles.css';
import { createLifecycles } from '@news/ui/createLifecycles';
import { ArticlesApp } from './ArticlesApp';

export const { bootstrap, mount, unmount } = createLifecycles(ArticlesApp, 'Artikel');
