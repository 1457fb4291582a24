import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = 'http://localhost:8080';
const proxied = ['/v1', '/api', '/docs', '/healthz', '/readyz'];

/** Libraries every page needs, in long-cached chunks that survive our own deploys. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: 'vendor',
    test: /node_modules[\\/](zod|axios|@tanstack|i18next|react-i18next|zustand)[\\/]/,
  },
];

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET }])),
  },
});
