import { defineConfig } from 'vite';
import { inlineCss } from './build/inlineCss.ts';
import { precompress } from './build/precompress.ts';
import { visitorRoutes } from './build/visitorRoutes.ts';

const API_TARGET = 'http://localhost:8080';

/**
 * The visitor chat (`/chat`, `/chat1`, `/setting/r/:key` → visitor.html): Preact instead of
 * React and Arco, its styles inside the HTML, built into the studio's dist after the studio
 * (which empties it). WeChat's in-app browser is the oldest engine it must run in: es2019.
 */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { tsconfigPaths: true },
  plugins: [inlineCss(), visitorRoutes(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // The studio's build copies public/; this one only resolves the favicon against it.
    copyPublicDir: false,
    target: 'es2019',
    rolldownOptions: {
      input: 'visitor.html',
      output: {
        entryFileNames: 'assets/visitor-[hash].js',
        chunkFileNames: 'assets/visitor-[name]-[hash].js',
        assetFileNames: 'assets/visitor-[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: { '/v1': { target: API_TARGET } },
  },
});
