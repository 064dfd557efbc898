import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  defaultLanguage,
  errorCatalogue,
  isLanguage,
  type Language,
  languages,
  validationMessages,
} from '@academy/contracts';
import { currentScope } from '../scope';
import { useSessionStore } from '../session-store';
import { registerFormatters } from './format';
import { useRenderedLanguage } from './rendered-language';
import en from './en.json';
import th from './th.json';

/** `errors.<code>`: the error catalogue's text in `language`, beside the network's own (en.json/th.json). */
const errorsIn = (language: Language, networkErrors: Record<string, string>) => ({
  ...networkErrors,
  ...Object.fromEntries(Object.entries(errorCatalogue).map(([code, texts]) => [code, texts[language]])),
});

/** The one i18next instance of the site; every remote adds its own namespace to it. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: ['platform'],
  defaultNS: 'platform',
  // The validation messages' English is the contracts' text itself (what the API answers), and so
  // are the error codes' texts in both languages (what the API answers too).
  resources: {
    en: { platform: { ...en, errors: errorsIn('en', en.errors), validation: validationMessages } },
    th: { platform: { ...th, errors: errorsIn('th', th.errors) } },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});
registerFormatters(i18n);

/**
 * An instance for one server request in `lng`, sharing the site's resources (every namespace
 * added so far and later) but with its own language.
 */
export function createI18n(lng: Language): I18n {
  return i18n.cloneInstance({ lng, initAsync: false });
}

/** The current request's instance on the server, the site's one in the browser. */
export const currentI18n = (): I18n => currentScope()?.i18n ?? i18n;

type Messages = Record<string, unknown>;

/**
 * Register a remote's (or the shell's) translations under its own namespace. The latest wins: a
 * remote redeployed while the shell's server runs brings its new texts.
 */
export function addTranslations(namespace: string, messages: { en: Messages; th: Messages }) {
  for (const lng of languages) i18n.addResourceBundle(lng, namespace, messages[lng], true, true);
}

/** Translation hook bound to a namespace (`useT('content')`); platform strings by default. */
export function useT(namespace = 'platform') {
  const lng = useRenderedLanguage();
  return useTranslation(namespace, lng ? { lng } : undefined);
}

export function currentLanguage(): Language {
  const { language } = currentI18n();
  return isLanguage(language) ? language : defaultLanguage;
}

/** The browser's preferred language when it is one we speak. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  const first = languages[0]?.slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : defaultLanguage;
}

/** Make the route's language the active one (called by the `/:lang` route's loader). */
export function applyLanguage(lang: unknown) {
  if (!isLanguage(lang)) return;
  const instance = currentI18n();
  if (instance.language !== lang) void instance.changeLanguage(lang);
  if (useSessionStore.getState().settings.language !== lang) useSessionStore.getState().setLanguage(lang);
}
