const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const ports = require('@academy/contracts/ports');
const { sharedConfig, singletonPackages } = require('./shared.cjs');
const { CommonJsPackagePlugin, HeadInlinePlugin, RuntimeConfigPlugin } = require('./plugins.cjs');

/** TypeScript and JSX through swc; `refresh` adds React Fast Refresh's registrations (dev server only). */
const swcRule = ({ refresh = false } = {}) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: {
          react: { runtime: 'automatic', importSource: '@emotion/react', development: refresh, refresh },
        },
        target: 'es2022',
      },
    },
  },
});

/**
 * Kept out of the startup chunk: MUI's components (the lazy menus, drawer and dialogs keep theirs
 * out of the first load), notistack with its goober (loaded with the first toast: toast.ts) and
 * web-vitals (loaded at idle by the sampled page views only: shell's web-vitals.ts).
 */
const lazyPackages = /^node_modules[\\/](@mui[\\/](material|icons-material)|notistack|goober|web-vitals)[\\/]/;

/**
 * The shell's libraries every page starts with (the shared singletons - React, the router, Emotion,
 * query, i18next... - and what they depend on) in one chunk, instead of one request per shared
 * module and per split piece (~40 scripts before).
 */
const startupChunk = {
  cacheGroups: {
    startup: {
      test: ({ resource = '' }) => {
        // the package a module belongs to: after the last node_modules/ (pnpm nests them)
        const at = resource.lastIndexOf('node_modules');
        return at >= 0 && !lazyPackages.test(resource.slice(at));
      },
      name: 'startup',
      chunks: 'async',
      enforce: true,
      priority: 10,
    },
  },
};

/**
 * Webpack config for the shell or a remote.
 * @param {object} options
 * @param {string} options.dir          app root (the folder with package.json)
 * @param {string} options.name         federation name: 'shell' or the remote's name
 * @param {number} options.port         dev-server port
 * @param {Record<string,string>} [options.exposes]  a remote's exposed modules
 * @param {string} [options.entry]      browser entry (remotes: the standalone app)
 * @param {string} [options.publicPath] where the built files are served from
 * @param {object} [options.extra]      extra webpack options merged at top level
 * @param {{ style?: string, script?: string }} [options.head]  inline style and script put first in
 *   the head of the app's own page (a remote's standalone page: the colour scheme's init script)
 */
function createAppConfig({
  dir,
  name,
  port,
  exposes,
  entry = './src/index.ts',
  publicPath = 'auto',
  outputDir = 'dist',
  extra = {},
  head,
}) {
  return (env = {}, argv = {}) => {
    const production = argv.mode === 'production';
    const monolith = Boolean(env.monolith);
    const isHost = !exposes;
    // A deployed remote uses the host's federation runtime instead of shipping its own (~30 KB
    // gzip each); it then cannot run on its own, so its standalone page is built only in dev
    // or with `--env standalone`.
    const standalone = isHost || !production || Boolean(env.standalone);
    // React Fast Refresh on the dev server only (`webpack serve`): an edit re-renders in place and
    // keeps state. Each app has its own refresh runtime (`library`), React stays one shared singleton.
    const refresh = Boolean(env.WEBPACK_SERVE) && !production && !monolith;
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // zod learns before any schema exists that the site's CSP forbids eval (contracts' browser-setup).
      entry: standalone
        ? {
            main: [
              ...(refresh ? [require.resolve('./refresh-hook.cjs')] : []),
              '@academy/contracts/browser-setup',
              entry,
            ],
          }
        : {},
      experiments: { topLevelAwait: true },
      output: {
        path: path.join(dir, outputDir),
        publicPath,
        // The federation runtime cannot load a content-hashed entry; chunks keep their hash.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        // The Node build (createServerConfig) writes dist/server/ beside it.
        clean: { keep: /^server\// },
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: { rules: [swcRule({ refresh })] },
      performance: { hints: false },
      stats: 'errors-warnings',
      ...(isHost && production && !monolith ? { optimization: { splitChunks: startupChunk } } : {}),
      devServer: {
        port,
        historyApiFallback: { index: publicPath === 'auto' ? '/index.html' : `${publicPath}index.html` },
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: refresh,
        client: { overlay: { warnings: false } },
      },
      plugins: [
        monolith
          ? null
          : new ModuleFederationPlugin({
              name,
              filename: 'remoteEntry.js',
              exposes,
              remotes: {},
              shared: sharedConfig(dir),
              shareStrategy: 'loaded-first',
              experiments: {
                asyncStartup: true,
                ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !standalone }),
                // a browser build: the runtime leaves out its Node-only code
                optimization: { target: 'web' },
              },
              dts: false,
              manifest: true,
            }),
        // The host's runtime plugin that hands its federation runtime to the remotes
        // (provideExternalRuntime) is resolved to its CommonJS build, which pulls in the CommonJS
        // copy of the whole runtime beside the ES module one everything else imports (~85 KB raw
        // twice in main.js): take its ES module build, so the runtime is bundled once.
        isHost &&
          !monolith &&
          new webpack.NormalModuleReplacementPlugin(
            /[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
            (resource) => {
              resource.request = resource.request.replace(/\.cjs$/, '.js');
            },
          ),
        refresh && new ReactRefreshWebpackPlugin({ library: name, overlay: false }),
        standalone &&
          new HtmlWebpackPlugin({
            template: path.join(dir, 'index.html'),
            inject: 'body',
            scriptLoading: 'defer',
            // the page runs the app (main), not the federation container a host would load
            chunks: ['main'],
            // the page answers every path (/en/quizzes/x): its scripts load from the root, not relative to it
            publicPath: publicPath === 'auto' ? '/' : publicPath,
          }),
        standalone && head && new HeadInlinePlugin(head),
      ].filter(Boolean),
      ...extra,
    };
  };
}

/**
 * Webpack config of an app's Node build, for the shell's server render (`dist/server/`): target
 * async-node, the same shared singletons as the browser build (so the shell's server and every
 * remote's server code share one React, router, platform...), its own manifest and remoteEntry.
 * The shell loads remotes' server builds over HTTP at request time with
 * @module-federation/node's runtime plugin (chunks are fetched beside the remote entry).
 * @param {object} options
 * @param {string} options.dir
 * @param {string} options.name
 * @param {Record<string,string>} [options.exposes]  a remote's exposed modules
 * @param {string} [options.entry]  the shell's server module (exports render)
 */
function createServerConfig({ dir, name, exposes, entry, outputDir = 'dist/server' }) {
  return (_env = {}, argv = {}) => {
    const production = argv.mode === 'production';
    return {
      name: 'server',
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: false,
      target: 'async-node',
      entry: entry ? { render: entry } : {},
      experiments: { topLevelAwait: true },
      externalsPresets: { node: true },
      output: {
        path: path.join(dir, outputDir),
        // Not a URL: the runtime plugin then loads chunks from beside the remote entry's URL.
        publicPath: '',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: `${name}-server`,
        library: { type: 'commonjs-module' },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: { rules: [swcRule()] },
      performance: { hints: false },
      stats: 'errors-warnings',
      optimization: { minimize: false, runtimeChunk: false },
      plugins: [
        new CommonJsPackagePlugin(),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(dir),
          shareStrategy: 'loaded-first',
          library: { type: 'commonjs-module', name },
          remoteType: 'script',
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
          experiments: { asyncStartup: true },
          dts: false,
          manifest: true,
        }),
      ],
    };
  };
}

/**
 * A remote's webpack config: its browser build, and in production also its Node build in
 * dist/server/ (the shell's server renders its routes). `--env browser-only` skips the latter.
 */
function createRemoteConfig(options) {
  const browser = createAppConfig(options);
  const server = createServerConfig({ dir: options.dir, name: options.name, exposes: options.exposes });
  return (env = {}, argv = {}) =>
    argv.mode === 'production' && !env['browser-only']
      ? [{ name: 'browser', ...browser(env, argv) }, server(env, argv)]
      : browser(env, argv);
}

module.exports = {
  createAppConfig,
  createRemoteConfig,
  createServerConfig,
  ports,
  sharedConfig,
  singletonPackages,
  swcRule,
  RuntimeConfigPlugin,
  HeadInlinePlugin,
};
