import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Arco's per-component style entries import .css files, which Node cannot load itself.
      server: { deps: { inline: [/@arco-design\/web-react\/(es|lib)\/.*\/style\//] } },
      restoreMocks: true,
    },
  }),
);
