const { createMfConfig } = require('@news/mf-build/createMfConfig');

module.exports = createMfConfig({
  dir: __dirname,
  name: 'mf_dialog_flow',
  exposes: { './app': './src/app.tsx' },
});
