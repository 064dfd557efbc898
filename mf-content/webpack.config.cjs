const { createRemoteConfig, ports } = require('@academy/mf-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'content',
  port: ports.content,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
