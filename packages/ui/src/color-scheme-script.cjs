// Build-time: the pre-paint script and CSS of a page (no flash of the wrong colour scheme).
// The script is MUI's InitColorSchemeScript (`buildInitColorSchemeScript`, the same code the
// component renders) with its storage read from the `theme` cookie instead of localStorage, so a
// server can read the learner's choice too. Webpack writes both into index.html; the static hosts
// allow the script by its sha256 (packages/static-host/src/security.mjs hashes the template).
const path = require('node:path');
const colorScheme = require('./lib/color-scheme.json');

function muiInitScript() {
  // MUI's component rendered to HTML; react and react-dom are the ones @mui/material resolves.
  const materialDir = path.dirname(require.resolve('@mui/material/package.json'));
  const from = (id) => require(require.resolve(id, { paths: [materialDir] }));
  const { createElement } = from('react');
  const { renderToStaticMarkup } = from('react-dom/server');
  const InitColorSchemeScript = require('@mui/material/InitColorSchemeScript').default;
  const html = renderToStaticMarkup(
    createElement(InitColorSchemeScript, {
      defaultMode: 'system',
      attribute: colorScheme.attribute,
      modeStorageKey: colorScheme.cookie,
      colorSchemeStorageKey: `${colorScheme.cookie}-scheme`,
    }),
  );
  const body = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(html)?.[1];
  if (!body) throw new Error(`unexpected InitColorSchemeScript output: ${html.slice(0, 80)}`);
  return body;
}

/**
 * The init script's body: MUI's, with `localStorage` read from cookies. Only the mode cookie is
 * ever set; a value other than the known choices reads as unset (the system's scheme), as the
 * app's storage manager reads it (packages/platform/src/lib/theme-mode.ts).
 */
function colorSchemeScript() {
  const known = colorScheme.choices.join('|');
  // the same rule as theme-cookie.cjs's readThemeCookie: the first cookie of that name
  const cookieStorage =
    'var localStorage={getItem:function(k){' +
    'var c=document.cookie.split(";");' +
    'for(var i=0;i<c.length;i++){var p=c[i].trim().split("=");' +
    `if(p[0]===k)return /^(?:${known})$/.test(p[1])?p[1]:null}` +
    'return null}};';
  return `(function(){${cookieStorage}${muiInitScript()}})();`;
}

/** Background and `color-scheme` before the app's CSS arrives, for the scheme the attribute names. */
function colorSchemeStyle() {
  const { attribute, background } = colorScheme;
  return (
    `html{color-scheme:light;background:${background.light}}` +
    `html[${attribute}="dark"]{color-scheme:dark;background:${background.dark}}`
  );
}

module.exports = { colorSchemeScript, colorSchemeStyle, colorScheme };
