const { createRemoteConfig, ports } = require('@academy/mf-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'quiz',
  port: ports.quiz,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
