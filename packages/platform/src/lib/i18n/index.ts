import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from '@academy/contracts';
import { useSessionStore } from '../session-store';
import { registerFormatters } from './format';
import en from './en.json';
import th from './th.json';

/** The one i18next instance of the site; every remote adds its own namespace to it. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: ['en', 'th'],
  ns: ['platform'],
  defaultNS: 'platform',
  resources: { en: { platform: en }, th: { platform: th } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
registerFormatters(i18n);

type Messages = Record<string, unknown>;

/** Register a remote's (or the shell's) translations under its own namespace. */
export function addTranslations(namespace: string, messages: { en: Messages; th: Messages }) {
  for (const lng of ['en', 'th'] as const) {
    if (!i18n.hasResourceBundle(lng, namespace)) i18n.addResourceBundle(lng, namespace, messages[lng], true, true);
  }
}

/** Translation hook bound to a namespace (`useT('content')`); platform strings by default. */
export function useT(namespace = 'platform') {
  return useTranslation(namespace);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** The browser's preferred language when it is one we speak. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  const first = languages[0]?.slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : defaultLanguage;
}

/** Make the route's language the active one (called by the `/:lang` route's loader). */
export function applyLanguage(lang: unknown) {
  if (!isLanguage(lang)) return;
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  if (useSessionStore.getState().settings.language !== lang) useSessionStore.getState().setLanguage(lang);
}
