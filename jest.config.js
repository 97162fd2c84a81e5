/** Unit, component and integration tests. Browser tests live in e2e/ and run under Playwright. */
module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/packages',
    '<rootDir>/services',
    '<rootDir>/shell',
    '<rootDir>/gateway',
    '<rootDir>/mf-articles',
    '<rootDir>/mf-portal',
    '<rootDir>/mf-dialog-flow',
    '<rootDir>/mf-paywall',
    '<rootDir>/mf-consent',
    '<rootDir>/scripts',
    '<rootDir>/bench',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/scripts/boundary-fixtures/'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/scripts/jest-style-stub.js' },
  testTimeout: 30000,
};
