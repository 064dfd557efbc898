const { createAppConfig, ports } = require('@academy/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'quiz',
  port: ports.quiz,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
