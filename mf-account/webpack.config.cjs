const { createRemoteConfig, ports } = require('@academy/mf-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'account',
  port: ports.account,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
