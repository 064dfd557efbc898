const { createAppConfig, ports } = require('@academy/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'account',
  port: ports.account,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
