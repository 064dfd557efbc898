const path = require('node:path');
const webpack = require('webpack');
const {
  createAppConfig,
  createServerConfig,
  HeadInlinePlugin,
  ports,
  RuntimeConfigPlugin,
} = require('@academy/mf-config');
const { colorSchemeScript, colorSchemeStyle } = require('@academy/ui/color-scheme-script');
const { earlyClicksScript } = require('@academy/platform/early-clicks-script');
// boot-on-intent.ts is shared with the app and the server (TypeScript): loaded through tsx here.
const { bootOnIntentScript, signedInHintStyle } = require('tsx/cjs/api').require(
  './server/boot-on-intent.ts',
  __filename,
);
const { webAppPlugins } = require('./web-app.cjs');

const remoteNames = Object.keys(require('@academy/contracts/route-table.json').remotes);

const monolithRemotes = Object.fromEntries(
  remoteNames.map((name) => [`@remote/${name}`, path.resolve(__dirname, `../mf-${name}/src/routes.tsx`)]),
);

/** The runtime config of the dev page: env (as server.ts reads it), else the local ports. */
function devRuntimeConfig(env) {
  const local = (port) => `http://localhost:${port}`;
  const trim = (url) => url.replace(/\/+$/, '');
  return {
    apiUrl: trim(env.API_URL ?? local(ports.api)),
    exchangeUrl: trim(env.EXCHANGE_URL ?? local(ports.exchangeSandbox)),
    exchangeClientId: env.EXCHANGE_CLIENT_ID ?? 'academy',
    remotes: Object.fromEntries(
      remoteNames.map((name) => [name, trim(env[`REMOTE_${name.toUpperCase()}_URL`] ?? local(ports[name]))]),
    ),
  };
}

module.exports = (env = {}, argv = {}) => {
  const config = createAppConfig({
    dir: __dirname,
    name: 'shell',
    port: ports.shell,
    entry: './src/index.ts',
    publicPath: '/_app/',
    outputDir: 'dist/_app',
  })(env, argv);
  // Fonts referenced from index.html (Noto Sans Thai): hashed, so they are cached immutably.
  config.module.rules.push({
    test: /\.woff2?$/,
    type: 'asset/resource',
    generator: { filename: 'fonts/[name].[contenthash:8][ext]' },
  });
  // The colour scheme (cookie `theme`, else the system's) before the first paint: no flash. Then
  // the early-clicks keeper: a tap on a button before the app has hydrated is replayed, not lost;
  // then the starter of a server-rendered page's app on the reader's first intent (boot-on-intent).
  config.plugins.push(
    new HeadInlinePlugin({
      style: `${colorSchemeStyle()}${signedInHintStyle()}`,
      script: `${colorSchemeScript()}\n${earlyClicksScript()}\n${bootOnIntentScript()}`,
    }),
  );
  config.plugins.push(new (require('copy-webpack-plugin'))({ patterns: [{ from: 'public', to: '.' }] }));
  if (argv.mode !== 'production') {
    // The dev server's page gets the runtime config the production server writes (server.ts),
    // from the same env names, so remotes load and API calls go to the API.
    config.plugins.push(new RuntimeConfigPlugin(devRuntimeConfig(process.env)));
  }
  const withServer = argv.mode === 'production' && !env['browser-only'];
  if (env.monolith) {
    // One-bundle build for bench:bundle: the remotes are imported statically instead of
    // federated, in the browser build and in the server render (dist-monolith/server/).
    const monolith = (target) => {
      target.resolve = { ...target.resolve, alias: { ...target.resolve?.alias, ...monolithRemotes } };
      target.plugins.push(
        new webpack.NormalModuleReplacementPlugin(/[\\/](remote-loader|remote-routes)$/, (resource) => {
          resource.request = `${resource.request}.monolith`;
        }),
      );
      return target;
    };
    config.output.path = path.join(__dirname, 'dist-monolith/_app');
    if (!withServer) return monolith(config);
    const server = createServerConfig({
      dir: __dirname,
      name: 'shell',
      entry: './src/server/render.tsx',
      outputDir: 'dist-monolith/server',
    })(env, argv);
    return [{ name: 'browser', ...monolith(config) }, monolith(server)];
  }
  // Installable and readable offline (web-app.cjs): manifests, offline pages, service worker.
  if (argv.mode === 'production') config.plugins.push(...webAppPlugins());
  if (withServer) {
    // The server render (dist/server/render.js, loaded by server.ts) beside the browser build.
    const server = createServerConfig({ dir: __dirname, name: 'shell', entry: './src/server/render.tsx' })(env, argv);
    return [{ name: 'browser', ...config }, server];
  }
  return config;
};
