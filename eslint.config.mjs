// One flat config for the whole workspace. Import rules keep dependencies pointing one way:
// remotes -> packages, shell -> packages; never remote -> remote, remote -> shell,
// package -> app, or a deep import into another package. What a workspace package may import
// follows from the role its package.json declares (`"academy": { "role": ... }`, like
// Backstage's `backstage.role`); scripts/test/lint-rules.test.mjs proves every rule.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const routeTable = JSON.parse(fs.readFileSync('packages/contracts/src/lib/route-table.json', 'utf8'));
/** The shell and the remotes (mf-<name> for each of the route table's remotes). */
const apps = ['shell', ...Object.keys(routeTable.remotes).map((name) => `mf-${name}`)];

const appZones = apps.map((app) => ({
  target: `./${app}`,
  from: apps.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'An app may not import another app (remotes and the shell meet only at runtime).',
}));

const packageZone = {
  target: './packages',
  from: [...apps.map((app) => `./${app}`), './services'],
  message: 'A shared package may not import an app or a service.',
};

const appPackageNames = apps.map((app) => (app === 'shell' ? '@academy/shell' : `@academy/${app}`));

// ---------------------------------------------------------------- roles
/** Which roles a role may import (by package name). */
const mayImport = {
  'common-library': [], // contracts: the API and business contract only
  'web-library': ['common-library'], // ui: presentation, no session or data
  'web-platform': ['common-library', 'web-library'], // platform: session, HTTP, i18n, guards
  'test-library': ['common-library', 'web-library', 'web-platform'],
  'node-library': [], // telemetry: Node processes' tracing, no app or business code
  'build-tool': ['common-library', 'node-library'], // mf-config reads the contract's ports; static-host traces
  backend: ['common-library', 'node-library'], // services import only contracts (ports included) and telemetry
  'frontend-plugin': ['common-library', 'web-library', 'web-platform', 'test-library', 'build-tool'],
  // the shell: node-library for its Node server's tests (its browser code could not run it anyway)
  app: ['common-library', 'web-library', 'web-platform', 'test-library', 'build-tool', 'node-library'],
  'test-suite': ['common-library'],
};
const workspaceDirs = [
  'shell',
  'e2e',
  ...['.', 'packages', 'services'].flatMap((parent) =>
    fs
      .readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && (parent !== '.' || entry.name.startsWith('mf-')))
      .map((entry) => path.join(parent, entry.name)),
  ),
];
const workspace = workspaceDirs
  .filter((dir) => fs.existsSync(path.join(dir, 'package.json')))
  .map((dir) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const role = manifest.academy?.role;
    if (!mayImport[role])
      throw new Error(`${dir}/package.json: "academy.role" must be one of ${Object.keys(mayImport)}`);
    return { dir, name: manifest.name, role };
  });

/** React and the browser's UI stack: never in the contract. */
const reactModules = ['react', 'react-dom', 'react-router', 'react-i18next', 'i18next', 'zustand'];
const reactPatterns = ['react-dom/*', '@mui/*', '@emotion/*', '@tanstack/*'];

const baseRestrictedImports = {
  paths: appPackageNames.map((name) => ({ name, message: 'Apps are not libraries: never import one.' })),
  patterns: [
    {
      // text-input: @academy/ui's field without TextField's select machinery, bundled per app (not shared);
      // kit: @academy/platform's helpers built on its exports, bundled per app (not shared);
      // route-match, theme-cookie and tracing: plain JavaScript the shell's Node server imports too;
      // otlp-receiver: the tests' stand-in for a trace collector.
      regex:
        '^@academy/[^/]+/(?!route-table\\.json$|ports$|text-input$|kit$|route-match$|theme-cookie$|tracing$|otlp-receiver$)',
      message: "Import a package's public face (its index), not its internals.",
    },
    { group: appPackageNames.map((name) => `${name}/*`), message: 'Apps are not libraries: never import one.' },
  ],
};

const roleConfigs = workspace.flatMap(({ dir, name, role }) => {
  const allowed = new Set(mayImport[role]);
  const banned = workspace.filter(
    (other) => other.name !== name && !allowed.has(other.role) && !appPackageNames.includes(other.name),
  );
  const paths = [
    ...baseRestrictedImports.paths,
    ...banned.map((other) => ({
      name: other.name,
      message: `A ${role} may not import a ${other.role} (${other.name}).`,
    })),
  ];
  const patterns = [...baseRestrictedImports.patterns];
  if (role === 'app' || role === 'frontend-plugin') {
    paths.push({
      name: '@academy/platform',
      importNames: ['SessionLoading'],
      message: "A member page's session states come from MemberOnly (@academy/platform/kit), not by hand.",
    });
  }
  if (role === 'common-library') {
    paths.push(...reactModules.map((module) => ({ name: module, message: 'The contract holds no React or UI code.' })));
    patterns.push({ group: reactPatterns, message: 'The contract holds no React or UI code.' });
  }
  const restrict = (morePatterns = []) => ['error', { paths, patterns: [...patterns, ...morePatterns] }];
  const config = { files: [`${dir}/**`], rules: { 'no-restricted-imports': restrict() } };
  if (role !== 'web-platform') return [config];
  // The kit is bundled into each unit: a relative path into platform would be a second copy of its state.
  const kitOnly = { group: ['../*'], message: "The kit reaches platform as '@academy/platform' (the shared copy)." };
  return [config, { files: [`${dir}/src/kit/**`], rules: { 'no-restricted-imports': restrict([kitOnly]) } }];
});

// ---------------------------------------------------------------- features
/** Inside a remote, a feature never reaches into another feature (shared code: the remote's lib/ or a package). */
const featureZones = apps.flatMap((app) => {
  const features = path.join(app, 'src', 'features');
  if (!fs.existsSync(features)) return [];
  return fs
    .readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `./${features}/${entry.name}`,
      from: `./${features}`,
      except: [`./${entry.name}`],
      message: "A feature may not import another feature: move shared code to the remote's lib/ or a package.",
    }));
});

/**
 * In the API, a domain (src/modules/<domain>/) imports another domain only through its public
 * face, `index.ts` (services/api/test/module-boundaries.test.ts checks the same rule without ESLint).
 */
const apiModules = 'services/api/src/modules';
const domains = fs
  .readdirSync(apiModules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const domainZones = domains.map((domain) => ({
  target: `./${apiModules}/${domain}`,
  from: `./${apiModules}`,
  except: [`./${domain}`, ...domains.filter((other) => other !== domain).map((other) => `./${other}/index.ts`)],
  message: 'A domain may import another only through its index.ts: export what it needs there.',
}));

/** In the API, plugins/ and modules/ sit on top: the generic layers below them never import them. */
const apiSource = 'services/api/src';
const apiLayerZone = {
  target: ['lib', 'db', 'mail'].map((dir) => `./${apiSource}/${dir}`),
  from: [`./${apiSource}/plugins`, `./${apiSource}/modules`],
  message:
    'lib/, db/ and mail/ never import plugins/ or modules/: move what they need down (lib/, mail/), or the code up into its domain.',
};

/** The code that ships to the browser (tsconfig.json), and the tests beside it (tsconfig.test.json). */
const browserSource = [
  'shell/src/**/*.{ts,tsx}',
  'mf-*/src/**/*.{ts,tsx}',
  'packages/contracts/src/**/*.{ts,tsx}',
  'packages/platform/src/**/*.{ts,tsx}',
  'packages/ui/src/**/*.{ts,tsx}',
];
const browserTests = ['**/*.test.ts', '**/*.test.tsx', 'mf-*/src/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-monolith/**',
      '**/node_modules/**',
      '**/.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      // a release's specs, copied there while the skew check runs (scripts/skew-check.mjs)
      'e2e/skew-tests/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'services/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...appZones, packageZone, ...featureZones, ...domainZones, apiLayerZone] },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      // No relative path into another workspace package (use its name and public face).
      'import-x/no-relative-packages': 'error',
      'no-restricted-imports': ['error', baseRestrictedImports],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...roleConfigs,
  {
    // Test harnesses drive the whole composition: the e2e suite uses the root scripts and the
    // API's tests start the exchange sandbox from its source.
    files: ['e2e/**', 'services/*/test/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // Browser code reads no Node globals (tsconfig.json gives it no Node types either): the
    // runtime config comes from the page (platform's runtimeConfig), never from process.env.
    files: browserSource,
    ignores: browserTests,
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'global', '__dirname', '__filename', 'require', 'module', 'setImmediate'].map(
          (name) => ({ name, message: `Browser code has no Node global \`${name}\`.` }),
        ),
      ],
    },
  },
  {
    // Accessibility of the JSX (eslint-plugin-jsx-a11y's recommended rules); axe checks pages in e2e.
    ...jsxA11y.flatConfigs.recommended,
    files: ['shell/**/*.tsx', 'mf-*/**/*.tsx', 'packages/**/*.tsx'],
  },
  {
    // React's rules for React code only (the API's `useX` helpers are Fastify plugins).
    files: ['shell/**', 'mf-*/**', 'packages/**'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
