const { createMfConfig } = require('@news/mf-build/createMfConfig');

module.exports = createMfConfig({ dir: __dirname, name: 'shell', entry: './src/index.ts' });
