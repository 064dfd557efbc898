const { createAppConfig, ports } = require('@academy/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'commerce',
  port: ports.commerce,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
