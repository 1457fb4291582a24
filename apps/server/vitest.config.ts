import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // Files share a worker's loaded modules (each still builds its own app and database):
          // loading the app's modules anew for each file cost a fifth of the stage.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
