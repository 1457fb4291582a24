/**
 * Where a page's JavaScript weight goes: a build plugin records each chunk's modules with their
 * rendered sizes, and a page's downloaded chunks are split among their modules in proportion
 * (so the figures add up to the chunk's gzip size as downloaded).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

/** Output file (`assets/x.js`) → its modules, by label, with their rendered lengths. */
export type ChunkModules = Map<string, { label: string; bytes: number }[]>;

const BUILD_DIRS = new Set(['es', 'lib', 'dist', 'esm', 'cjs', 'build']);

/**
 * A readable name: our files by their path in the repository; a library by its package and the
 * first folder that says what part it is (`@arco-design/web-react/es/Menu`, `echarts/lib/chart`).
 */
export function moduleLabel(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules < 0) return path.relative(root, clean) || clean;
  const parts = clean.slice(inModules + 'node_modules/'.length).split('/');
  const nameLength = parts[0]!.startsWith('@') ? 2 : 1;
  let end = nameLength;
  while (end < parts.length - 1 && BUILD_DIRS.has(parts[end]!)) end += 1;
  return parts.slice(0, Math.min(end + 1, parts.length)).join('/');
}

/** The plugin that fills `into` while the bench builds the app. */
export function recordModules(into: ChunkModules, root: string): Plugin {
  return {
    name: 'bench-record-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules).map(([id, module]) => ({
          label: moduleLabel(id, root),
          bytes: module.renderedLength,
        }));
        into.set(output.fileName, modules);
      }
    },
  };
}

/** The heaviest modules among downloaded scripts (URL → gzip bytes), in gzip KB. */
export function heaviestModules(
  scripts: Iterable<[url: string, gzip: number]>,
  chunks: ChunkModules,
  top = Number(process.env.BENCH_TOP_MODULES ?? 10),
): { module: string; gzipKB: number }[] {
  const totals = new Map<string, number>();
  for (const [url, gzip] of scripts) {
    const modules = chunks.get(new URL(url).pathname.replace(/^\//, '')) ?? [];
    const rendered = modules.reduce((sum, module) => sum + module.bytes, 0);
    for (const { label, bytes } of modules) {
      if (rendered) totals.set(label, (totals.get(label) ?? 0) + (gzip * bytes) / rendered);
    }
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([module, bytes]) => ({ module, gzipKB: Math.round((bytes / 1024) * 10) / 10 }));
}
