import { addTranslations } from '@academy/platform';
import en from './en.json';
import th from './th.json';

addTranslations('commerce', { en, th });
