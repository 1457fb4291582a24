import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Test files that mock modules: `vi.mock` applies to a fresh import only, so they get a module
 * registry and a page of their own. Every other file shares its worker's modules and page (the
 * setup file puts stores and caches back after each test), which saves each file a second of
 * loading Arco, every feature and both languages: 7 minutes isolated, under 2 shared.
 */
const ISOLATED = [
  'src/features/chat/components/ChatHeader.test.tsx',
  'src/features/chat/components/MessageItem.test.tsx',
  'src/features/chat/export/exportPng.test.ts',
  'src/embed/loader.test.ts',
  'src/lib/error-notice.test.ts',
  'src/lib/messages.test.ts',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // Arco's per-component style entries import .css files, which Node cannot load itself.
      // Arco's icon modules (ES modules in a CommonJS package) for the build's icon test.
      server: {
        deps: {
          inline: [
            /@arco-design\/web-react\/(es|lib)\/.*\/style\//,
            /@arco-design\/web-react\/icon\/react-icon\//,
          ],
        },
      },
      restoreMocks: true,
      // Tests wait for conditions, not for a clock; this only leaves a busy two-core machine
      // room (the slowest test takes about 1 s of CPU alone, and five times that with a
      // CPU-bound neighbour).
      testTimeout: 10_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
            exclude: ISOLATED,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: ISOLATED } },
      ],
    },
  }),
);
