const { createAppConfig, ports } = require('@academy/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'content',
  port: ports.content,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
