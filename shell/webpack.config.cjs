const path = require('node:path');
const webpack = require('webpack');
const { createAppConfig, ports } = require('@academy/mf-config');

const monolithRemotes = Object.fromEntries(
  ['content', 'quiz', 'account', 'commerce', 'events'].map((name) => [
    `@remote/${name}`,
    path.resolve(__dirname, `../mf-${name}/src/routes.tsx`),
  ]),
);

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
  config.plugins.push(
    new webpack.DefinePlugin({
      'process.env.API_URL': JSON.stringify(process.env.API_URL ?? ''),
      'process.env.EXCHANGE_URL': JSON.stringify(process.env.EXCHANGE_URL ?? ''),
    }),
    new (require('copy-webpack-plugin'))({ patterns: [{ from: 'public', to: '.' }] }),
  );
  if (env.monolith) {
    // One-bundle build for bench:bundle: the remotes are imported statically instead of federated.
    config.output.path = path.join(__dirname, 'dist-monolith/_app');
    config.resolve.alias = { ...monolithRemotes };
    config.plugins.push(
      new webpack.NormalModuleReplacementPlugin(/[\\/]remote-loader$/, (resource) => {
        resource.request = resource.request.replace(/remote-loader$/, 'remote-loader.monolith');
      }),
    );
  }
  return config;
};
