// The installable site's build outputs (shell/docs/offline.md): the web app manifest of each
// language, the offline page of each language and the service worker (Workbox's InjectManifest,
// which lists the shell's own hashed files for the worker to precache).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { colorScheme } = require('@academy/ui/color-scheme-script');
const { languages } = require('@academy/contracts/route-table.json');

const catalogue = (lang) => require(`./src/i18n/${lang}.json`);
const THEME_COLOR = '#0f7a3d';

/** The web app manifest of one language: its name and start page; one app (`id`) for both. */
function webAppManifest(lang) {
  const { brand, meta } = catalogue(lang);
  return {
    id: '/',
    lang,
    name: `${brand} - ${meta.home.title}`,
    short_name: brand,
    description: meta.home.description,
    start_url: `/${lang}`,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: colorScheme.background.light,
    icons: [
      { src: '/_app/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/_app/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/_app/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Emits `manifest.<lang>.webmanifest` for every language. */
class WebAppManifestPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WebAppManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const lang of languages) {
            compilation.emitAsset(
              `manifest.${lang}.webmanifest`,
              new RawSource(JSON.stringify(webAppManifest(lang), null, 2)),
            );
          }
        },
      );
    });
  }
}

/** The offline page of each language: static HTML, the site's colour scheme script, no app. */
const offlinePages = () =>
  languages.map(
    (lang) =>
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'offline.html'),
        filename: `offline-${lang}.html`,
        inject: false,
        chunks: [],
        templateParameters: { lang, brand: catalogue(lang).brand, text: catalogue(lang).offline },
      }),
  );

/**
 * The service worker, /_app/sw.js (served at /sw.js): precaches the shell's own content-hashed
 * files, its icons and offline pages; never main.js, index.html or the federation files, which
 * change with each deploy under the same name.
 */
const serviceWorker = () =>
  new InjectManifest({
    swSrc: path.join(__dirname, 'src/offline/service-worker.ts'),
    swDest: 'sw.js',
    include: [/\.[0-9a-f]{8}\.(js|css|woff2?)$/, /^offline-[a-z]+\.html$/, /^icons\//],
    // hashed file names: the URL is the version
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });

/** The plugins of the shell's production browser build. */
const webAppPlugins = () => [new WebAppManifestPlugin(), ...offlinePages(), serviceWorker()];

module.exports = { webAppPlugins, webAppManifest };
