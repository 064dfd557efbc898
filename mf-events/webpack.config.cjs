const { createAppConfig, ports } = require('@academy/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'events',
  port: ports.events,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
