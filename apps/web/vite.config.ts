import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { arcoIcons } from './build/arcoIcons.ts';
import { arcoImports } from './build/arcoImports.ts';
import { frameChunks } from './build/frameChunks.ts';
import { precompress } from './build/precompress.ts';

const API_TARGET = 'http://localhost:8080';
const proxied = ['/v1', '/api', '/docs', '/livez', '/readyz', '/u/', '/aiShare/', '/richText/'];

/**
 * Libraries in long-cached chunks that survive our own deploys. Grouped by who needs them:
 * every page (react, router, i18n, state), the signed-in studio (the query cache), and forms
 * (zod: answers are typed, not parsed, so a page without a form never downloads it).
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|zustand)[\\/]/ },
  { name: 'data', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
];

const frame = frameChunks({
  frame: 'src/app/shell/StudioShell.tsx',
  outside: ['src/features/auth/routes/LoginPage.tsx'],
  elsewhere: (id) => vendorGroups.some((group) => group.test.test(id)),
});

export default defineConfig({
  plugins: [react(), ...arcoImports(), arcoIcons(), frame.plugin, precompress()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Three chunks pass Vite's 500 kB default, each loaded only where it is used: mermaid's
    // parser (about 660 kB) and cytoscape (about 435 kB) when a diagram is shown, echarts' canvas
    // renderer (about 500 kB) when a chart is. No page loads them up front (bench:web checks
    // what pages load); a new chunk larger than these still warns.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: { codeSplitting: { groups: [...vendorGroups, ...frame.groups] } },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET }])),
  },
});
