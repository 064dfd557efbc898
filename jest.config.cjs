// Unit and component tests of the frontend units and shared packages (jsdom).
// The services run their own suites with node's test runner (see services/*/package.json).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const project = (displayName, roots) => ({
  displayName,
  roots,
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '\\.(svg|png|jpg|webp)$': '<rootDir>/jest.file-stub.cjs' },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
});

module.exports = {
  projects: [
    project('packages', ['<rootDir>/packages']),
    project('shell', ['<rootDir>/shell/src']),
    ...Object.keys(require('./packages/contracts/src/lib/route-table.json').remotes).map((name) =>
      project(`mf-${name}`, [`<rootDir>/mf-${name}/src`]),
    ),
  ],
};
