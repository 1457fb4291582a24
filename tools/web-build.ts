/**
 * Builds the web app only when its sources changed since the last build, so `npm start` on an
 * unchanged checkout starts the server at once instead of spending a minute in Vite.
 * `--force` (what `npm run build` passes) always builds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Folders and files whose content decides what the build produces. */
export const BUILD_INPUTS = [
  'apps/web',
  'packages/contracts',
  'package-lock.json',
  'tsconfig.base.json',
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

/**
 * One hash of every build input: each file's path and content, and the `VITE_*` variables
 * Vite bakes into the bundle.
 */
export function sourcesHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((input) => filesOf(root, input))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** Where the hash of the last good build is kept: beside other caches, outside the served folder. */
export const stampPath = (root: string) =>
  path.join(root, 'node_modules/.cache/miaoyu/web-build.json');

/** What the server serves; a missing one means building whatever the stamp says. */
const BUILT_FILES = ['apps/web/dist/index.html', 'apps/web/dist/visitor.html'];

export function isUpToDate(root: string, hash: string): boolean {
  if (!BUILT_FILES.every((file) => existsSync(path.join(root, file)))) return false;
  try {
    return (JSON.parse(readFileSync(stampPath(root), 'utf8')) as { hash?: string }).hash === hash;
  } catch {
    return false;
  }
}

export function writeStamp(root: string, hash: string): void {
  mkdirSync(path.dirname(stampPath(root)), { recursive: true });
  writeFileSync(
    stampPath(root),
    `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`,
  );
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const force = process.argv.includes('--force');
  const hash = sourcesHash(root);
  if (!force && isUpToDate(root, hash)) {
    process.stdout.write('web app: built from these sources already, skipping the build\n');
    return;
  }
  process.stdout.write(
    force ? 'web app: building\n' : 'web app: sources changed since the last build, building\n',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Hashed again: a source edited during the build must not be stamped as built.
  if (sourcesHash(root) === hash) writeStamp(root, hash);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
