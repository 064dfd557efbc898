const { createRemoteConfig, ports } = require('@academy/mf-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'events',
  port: ports.events,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
