const { createRemoteConfig, ports } = require('@academy/mf-config');
const { colorSchemeScript, colorSchemeStyle } = require('@academy/ui/color-scheme-script');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'account',
  port: ports.account,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
  // the standalone page picks its colour scheme before the first paint, as the shell's page does
  head: { style: colorSchemeStyle(), script: colorSchemeScript() },
});
