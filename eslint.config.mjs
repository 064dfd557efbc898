// One flat config for the whole workspace. Import rules keep dependencies pointing one way:
// remotes -> packages, shell -> packages; never remote -> remote, remote -> shell,
// package -> app, or a deep import into another package.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['shell', 'mf-content', 'mf-quiz', 'mf-account', 'mf-commerce', 'mf-events'];

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

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-monolith/**', '**/node_modules/**', '**/.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'reports/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'services/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, packageZone] }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'no-restricted-imports': [
        'error',
        {
          paths: appPackageNames.map((name) => ({ name, message: 'Apps are not libraries: never import one.' })),
          patterns: [
            { regex: '^@academy/[^/]+/(?!route-table\\.json$)', message: "Import a package's public face (its index), not its internals." },
            { group: appPackageNames.map((name) => `${name}/*`), message: 'Apps are not libraries: never import one.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
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
