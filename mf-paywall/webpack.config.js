const { createMfConfig } = require('@news/mf-build/createMfConfig');

module.exports = createMfConfig({
  dir: __dirname,
  name: 'mf_paywall',
  exposes: { './app': './src/app.tsx' },
  serverExposes: { './server': './src/server.tsx' },
});
