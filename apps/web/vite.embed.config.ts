import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * The embed loader (`<script src="…/embed.js" data-key="…">`): one classic script that other
 * websites include, so no modules, no chunks and an older target than the studio's.
 */
export default defineConfig({
  publicDir: false,
  plugins: [precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2017',
    lib: {
      entry: 'src/embed/loader.ts',
      formats: ['iife'],
      name: 'MiaoyuBotLoader',
      fileName: () => 'embed.js',
    },
  },
});
