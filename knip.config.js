// knip: unused files, exports and dependencies of the pnpm workspace (the "knip" suite of
// `npm test`; alone: `npx knip`). What knip's plugins cannot see is listed here with its reason.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const remotes = Object.keys(require('./packages/contracts/src/lib/route-table.json').remotes);

export default {
  // One-file-per-endpoint modules export their fetcher beside the query options built from it;
  // an export its own file uses is not dead code.
  ignoreExportsUsedInFile: true,
  // System tools the setup scripts call when they are missing (not npm packages).
  ignoreBinaries: ['apt-get', 'debootstrap', 'dpkg'],
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'scripts/test/*.test.mjs'],
      project: ['scripts/**/*.mjs', 'types/**/*.ts'],
      ignoreDependencies: [
        // bench:ssr runs autocannon.js (found through require.resolve('autocannon/package.json'))
        // as a child process.
        'autocannon',
        // tsconfig.base.json's jsxImportSource and types/remotes.d.ts: each workspace that has JSX
        // or routes declares these itself.
        '@emotion/react',
        'react-router',
      ],
    },
    shell: {
      // index.html's template requires thai-fonts.cjs; the monolith build (bench:bundle) swaps in
      // the *.monolith.ts modules, whose `@remote/<name>` imports are webpack aliases; the service
      // worker is InjectManifest's swSrc (web-app.cjs).
      entry: ['thai-fonts.cjs', 'src/**/*.monolith.ts', 'src/offline/service-worker.ts', 'test/**/*.mjs'],
      project: ['src/**/*.{ts,tsx}', '*.{ts,mjs,cjs}', 'server/**/*.{ts,mjs}', 'test/**/*.mjs'],
      ignoreDependencies: remotes.map((name) => `@remote/${name}`),
    },
    'mf-*': {
      project: ['src/**/*.{ts,tsx}'],
    },
    'packages/*': {
      project: ['src/**/*.{ts,tsx,mjs,cjs}'],
    },
    'packages/static-host': {
      // the CLI's tracing preload: `node --import` in scripts/composition.mjs and the remote image
      entry: ['test/**/*.mjs', 'src/preload.mjs'],
      project: ['src/**/*.mjs', 'test/**/*.mjs'],
    },
    'packages/telemetry': {
      entry: ['test/**/*.mjs'],
      project: ['src/**/*.mjs', 'test/**/*.mjs'],
    },
    'packages/platform': {
      project: ['src/**/*.{ts,tsx}'],
      // A Module Federation singleton (packages/mf-config/src/shared.cjs resolves its version
      // through this package); MUI imports it, our code does not.
      ignoreDependencies: ['@mui/styled-engine'],
    },
    'services/api': {
      // test/run.ts starts run-files.ts (a batch of test files per process) by its path; the fixtures
      // are the files run-files.test.ts gives it.
      entry: ['test/**/*.test.ts', 'test/run-files.ts', 'test/fixtures/**/*.fixture.ts', 'bench/*.{ts,mjs}'],
      project: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.{ts,mjs}', 'soak/**/*.ts'],
      // src/lib/social-card.ts reads the font files with require.resolve(`@fontsource/...${subset}...`).
      ignoreDependencies: ['@fontsource/noto-sans-thai'],
    },
    'services/exchange-sandbox': {
      entry: ['test/*.test.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    e2e: {
      // compose-suite.mjs runs this config; it names compose-setup.ts as its global setup.
      entry: ['playwright.compose.config.ts', 'support/compose-setup.ts'],
      project: ['**/*.ts'],
    },
  },
};
