const path = require('node:path');

/**
 * Modules that must be exactly one instance in the browser. Everything else (MUI components,
 * axios inside @academy/platform, zod...) is bundled per app so it tree-shakes.
 * MUI keeps its theme and default props in @mui/system + @mui/styled-engine contexts, so sharing
 * those (not all of @mui/material) is enough for one theme across remotes.
 */
const singletonPackages = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-i18next',
  'i18next',
  'zustand',
  'zustand/',
  '@tanstack/react-query',
  'notistack',
  '@emotion/react',
  '@emotion/react/',
  '@emotion/styled',
  '@emotion/cache',
  '@mui/system',
  '@mui/system/',
  '@mui/styled-engine',
  '@academy/platform',
  '@academy/ui',
];

function versionOf(appDir, pkg) {
  const name = pkg.replace(/\/$/, '');
  // the academy's packages are workspace packages (their exports leave out package.json)
  if (name.startsWith('@academy/')) return require(`../../${name.slice('@academy/'.length)}/package.json`).version;
  // Some singletons are only dependencies of @academy/platform; resolve through it too.
  const platformDir = path.resolve(__dirname, '../../platform');
  const pkgJson = require(require.resolve(`${name}/package.json`, { paths: [appDir, platformDir, __dirname] }));
  return pkgJson.version;
}

/**
 * The `shared` option of ModuleFederationPlugin for an app rooted at `appDir`. A remote runs with
 * the shell's copy of each singleton. For the academy's own packages that copy must be one the
 * remote was built for (`^` of the version in their package.json, strict): a breaking change to
 * @academy/platform or @academy/ui bumps its minor version while it is 0.x (README "Compatibility"),
 * and a remote built before it then fails to load (its area shows "unavailable") instead of
 * running against code it does not know.
 */
function sharedConfig(appDir) {
  return Object.fromEntries(
    singletonPackages.map((pkg) => {
      const version = versionOf(appDir, pkg);
      const strictVersion = pkg.startsWith('@academy/');
      return [pkg, { singleton: true, requiredVersion: `^${version}`, version, strictVersion }];
    }),
  );
}

module.exports = { singletonPackages, sharedConfig };
