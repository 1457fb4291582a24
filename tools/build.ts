/**
 * Builds what `npm start` runs, each part only when its sources changed since its last build, so
 * a start on an unchanged checkout goes straight to the server: the web app (Vite, a minute) and
 * the server bundle (esbuild, seconds). `--force` (what `npm run build` passes) builds both;
 * `--only web|server` builds one.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServer, SERVER_DIST } from './server-bundle';

/** One thing the build makes: what it reads, what it leaves, and how it is made. */
export interface BuildTarget {
  name: 'web' | 'server';
  /** Folders and files whose content decides what the build produces. */
  inputs: string[];
  /** Environment variables baked into the output, by prefix. */
  envPrefix?: string;
  /** What the server needs of the output; a missing one means building whatever the stamp says. */
  outputs: string[];
  make(root: string): Promise<void>;
}

const SHARED_INPUTS = ['packages/contracts', 'package-lock.json', 'tsconfig.base.json'];

export const TARGETS: BuildTarget[] = [
  {
    name: 'web',
    inputs: ['apps/web', ...SHARED_INPUTS],
    envPrefix: 'VITE_',
    outputs: ['apps/web/dist/index.html', 'apps/web/dist/visitor.html'],
    make: async (root) => {
      const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (build.status !== 0) throw new Error(`the web build failed (${build.status})`);
    },
  },
  {
    name: 'server',
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'tools/server-bundle.ts',
      ...SHARED_INPUTS,
    ],
    outputs: [`${SERVER_DIST}/main.js`, `${SERVER_DIST}/migrations/meta/_journal.json`],
    make: bundleServer,
  },
];

/** Never inputs: installed packages, build output, caches and tests (the build leaves them out). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.tmp']);
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

/** The files under `input` (a file or a folder) that the build reads, sorted so the hash is stable. */
function filesOf(root: string, input: string): string[] {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && !SKIPPED_DIRS.has(entry.name))
    .filter((entry) => entry.isDirectory() || (entry.isFile() && !isTest(entry.name)))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => filesOf(root, path.posix.join(input, entry.name)));
}

/** One hash of a target's inputs: each file's path and content, and the variables it bakes in. */
export function sourcesHash(
  root: string,
  target: Pick<BuildTarget, 'inputs' | 'envPrefix'>,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const hash = createHash('sha256');
  for (const file of target.inputs.flatMap((input) => filesOf(root, input))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  const prefix = target.envPrefix;
  if (prefix)
    for (const name of Object.keys(env)
      .filter((key) => key.startsWith(prefix))
      .sort())
      hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** Where the hash of a target's last good build is kept: beside other caches, outside its output. */
export const stampPath = (root: string, name: BuildTarget['name']) =>
  path.join(root, `node_modules/.cache/miaoyu/${name}-build.json`);

export function isUpToDate(
  root: string,
  target: Pick<BuildTarget, 'name' | 'outputs'>,
  hash: string,
): boolean {
  if (!target.outputs.every((file) => existsSync(path.join(root, file)))) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampPath(root, target.name), 'utf8')) as {
      hash?: string;
    };
    return stamp.hash === hash;
  } catch {
    return false;
  }
}

export function writeStamp(root: string, name: BuildTarget['name'], hash: string): void {
  mkdirSync(path.dirname(stampPath(root, name)), { recursive: true });
  writeFileSync(
    stampPath(root, name),
    `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`,
  );
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const force = process.argv.includes('--force');
  // `--only server`: the browser tests build the web app into their own folder.
  const only = process.argv[process.argv.indexOf('--only') + 1];
  const targets = process.argv.includes('--only')
    ? TARGETS.filter((t) => t.name === only)
    : TARGETS;
  if (targets.length === 0)
    throw new Error(`--only takes one of: ${TARGETS.map((t) => t.name).join(', ')}`);
  for (const target of targets) {
    const hash = sourcesHash(root, target);
    if (!force && isUpToDate(root, target, hash)) {
      process.stdout.write(`${target.name}: built from these sources already, skipping\n`);
      continue;
    }
    process.stdout.write(
      force ? `${target.name}: building\n` : `${target.name}: sources changed, building\n`,
    );
    await target.make(root);
    // Hashed again: a source edited during the build must not be stamped as built.
    if (sourcesHash(root, target) === hash) writeStamp(root, target.name, hash);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
