const { createRemoteConfig, ports } = require('@academy/mf-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'commerce',
  port: ports.commerce,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
