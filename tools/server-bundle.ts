/**
 * Bundles the server into `apps/server/dist`: one ESM file per entry (the server and its worker
 * threads' entries), with source maps. Our own code, the contracts included, is bundled; every
 * installed package stays external and is loaded from node_modules at run time, so native and
 * WASM packages (PGlite, jieba, sharp, ONNX Runtime) find their files where npm put them. Types are
 * checked by `tsc --noEmit` in `npm run typecheck`, not here.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';

/** Where the bundle goes, relative to the checkout. */
export const SERVER_DIST = 'apps/server/dist';

/** Files the bundle reads beside itself at run time, copied from the server's sources. */
const ASSETS = [
  ['apps/server/src/db/migrations', 'migrations'],
  ['apps/server/src/modules/seed/texts', 'texts'],
] as const;

/**
 * The worker threads' entries, named as their pools ask for them: under tsx the `.mjs` beside
 * the pool registers TypeScript and loads the worker; in the bundle it is the worker itself.
 */
const WORKERS = {
  'pixels-worker': 'apps/server/src/modules/sales/reading/pixels.worker.ts',
  'ingest-worker': 'apps/server/src/modules/knowledge/ingestion/ingest.worker.ts',
  'line-reader-worker': 'apps/server/src/modules/sales/reading/line-reader.worker.ts',
  'code-worker': 'apps/server/src/modules/scenes/code/code.worker.ts',
};

/** Installed packages stay external; workspace packages (TypeScript sources) are bundled. */
const installedPackagesExternal: Plugin = {
  name: 'installed-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@miaoyu/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function bundleServer(root: string): Promise<void> {
  const out = path.join(root, SERVER_DIST);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const common: BuildOptions = {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    outdir: out,
    plugins: [installedPackagesExternal],
    logLevel: 'warning',
    legalComments: 'none',
  };
  await build({ ...common, entryPoints: { main: 'apps/server/src/main.ts' } });
  await build({ ...common, entryPoints: WORKERS, outExtension: { '.js': '.mjs' } });
  for (const [from, to] of ASSETS)
    cpSync(path.join(root, from), path.join(out, to), { recursive: true });
}
