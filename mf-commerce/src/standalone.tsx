import { mountStandalone } from '@academy/platform';
import { routes } from './routes';

mountStandalone('mf-commerce', routes);
