// The head's tags every page may carry besides its meta: the web app's links, the runtime config
// script, preloads of the Thai faces and of the route's remote.
import { createElement, Fragment } from 'react';
import { configScript, type RuntimeConfig } from './runtime-config.ts';

/** The web app manifest of the page's language and the home screen icon (shell/web-app.cjs builds them). */
export const WebAppLinks = ({ lang }: { lang: string }) =>
  createElement(
    Fragment,
    null,
    createElement('link', { rel: 'manifest', href: `/_app/manifest.${lang}.webmanifest` }),
    createElement('link', { rel: 'apple-touch-icon', href: '/_app/icons/icon-192.png' }),
  );

/** The runtime config, as the script whose hash the page's CSP allows (server.ts). */
export const ConfigScript = ({ config }: { config: RuntimeConfig }) =>
  createElement('script', { dangerouslySetInnerHTML: { __html: configScript(config) } });

/** Preloads of the regular and bold Thai faces the built head's @font-face names. */
export const ThaiFontPreloads = ({ fonts }: { fonts: string[] }) =>
  createElement(
    Fragment,
    null,
    ...fonts.map((href) =>
      createElement('link', { rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: '' }),
    ),
  );

/** The preconnect and preloads of a remote's manifest and entry. */
export const RemotePreloads = ({ remoteUrl }: { remoteUrl: string }) =>
  createElement(
    Fragment,
    null,
    createElement('link', { rel: 'preconnect', href: remoteUrl, crossOrigin: '' }),
    createElement('link', {
      rel: 'preload',
      href: `${remoteUrl}/mf-manifest.json`,
      as: 'fetch',
      crossOrigin: 'anonymous',
    }),
    createElement('link', { rel: 'preload', href: `${remoteUrl}/remoteEntry.js`, as: 'script' }),
  );
