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
  // Some singletons are only dependencies of @academy/platform; resolve through it too.
  const platformDir = path.resolve(__dirname, '../../platform');
  const pkgJson = require(require.resolve(`${name}/package.json`, { paths: [appDir, platformDir, __dirname] }));
  return pkgJson.version;
}

/** The `shared` option of ModuleFederationPlugin for an app rooted at `appDir`. */
function sharedConfig(appDir) {
  return Object.fromEntries(
    singletonPackages.map((pkg) => {
      const version = pkg.startsWith('@academy/') ? '0.1.0' : versionOf(appDir, pkg);
      return [pkg, { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false }];
    }),
  );
}

module.exports = { singletonPackages, sharedConfig };
