import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { isUpToDate, sourcesHash, TARGETS, writeStamp } from './build';

let root: string;
const web = TARGETS.find((t) => t.name === 'web')!;
const server = TARGETS.find((t) => t.name === 'server')!;
const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

/** A checkout in miniature: web sources, contracts, the lockfile, and a finished build. */
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'miaoyu-web-build-'));
  put('apps/web/src/main.tsx', 'render()');
  put('apps/web/index.html', '<div id="root"></div>');
  put('packages/contracts/src/index.ts', 'export const a = 1;');
  put('package-lock.json', '{}');
  put('tsconfig.base.json', '{}');
  put('apps/web/dist/index.html', 'built');
  put('apps/web/dist/visitor.html', 'built');
  put('apps/server/src/main.ts', 'serve()');
  put('apps/server/package.json', '{}');
  put('apps/server/dist/main.js', 'bundled');
  put('apps/server/dist/migrations/meta/_journal.json', '{}');
  return () => rmSync(root, { recursive: true, force: true });
});

describe('build stamps', () => {
  it('skips the build when nothing the build reads has changed', () => {
    const hash = sourcesHash(root, web, {});
    expect(isUpToDate(root, web, hash)).toBe(false);
    writeStamp(root, 'web', hash);
    expect(isUpToDate(root, web, sourcesHash(root, web, {}))).toBe(true);
  });

  it.each([
    ['a web source', 'apps/web/src/main.tsx'],
    ['a new web file', 'apps/web/src/new.ts'],
    ['the contracts', 'packages/contracts/src/index.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('builds again when %s changes', (_what, file) => {
    writeStamp(root, 'web', sourcesHash(root, web, {}));
    put(file, 'changed');
    expect(isUpToDate(root, web, sourcesHash(root, web, {}))).toBe(false);
  });

  it('builds again when a VITE_ variable changes, which Vite bakes into the bundle', () => {
    writeStamp(root, 'web', sourcesHash(root, web, { VITE_X: '1' }));
    expect(isUpToDate(root, web, sourcesHash(root, web, { VITE_X: '2' }))).toBe(false);
    expect(isUpToDate(root, web, sourcesHash(root, web, { VITE_X: '1', PATH: '/other' }))).toBe(
      true,
    );
  });

  it('ignores what the build does not read: its output, installed packages, tests', () => {
    const hash = sourcesHash(root, web, {});
    put('apps/web/dist/assets/app-1.js', 'x');
    put('apps/web/node_modules/pkg/index.js', 'x');
    put('apps/web/src/main.test.tsx', 'x');
    expect(sourcesHash(root, web, {})).toBe(hash);
  });

  it('builds when the built app is gone, whatever the stamp says', () => {
    const hash = sourcesHash(root, web, {});
    writeStamp(root, 'web', hash);
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(isUpToDate(root, web, hash)).toBe(false);
  });

  it('keeps the server bundle when only the web app changed, and the reverse', () => {
    const serverHash = sourcesHash(root, server, {});
    const webHash = sourcesHash(root, web, {});
    put('apps/web/src/main.tsx', 'changed');
    expect(sourcesHash(root, server, {})).toBe(serverHash);
    put('apps/server/src/main.ts', 'changed');
    expect(sourcesHash(root, server, {})).not.toBe(serverHash);
    expect(sourcesHash(root, web, {})).not.toBe(webHash);
  });

  it('bundles the server again when the contracts change: the bundle holds them', () => {
    writeStamp(root, 'server', sourcesHash(root, server, {}));
    expect(isUpToDate(root, server, sourcesHash(root, server, {}))).toBe(true);
    put('packages/contracts/src/index.ts', 'changed');
    expect(isUpToDate(root, server, sourcesHash(root, server, {}))).toBe(false);
  });
});
