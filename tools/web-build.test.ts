import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { isUpToDate, sourcesHash, writeStamp } from './web-build';

let root: string;
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
  return () => rmSync(root, { recursive: true, force: true });
});

describe('web build stamp', () => {
  it('skips the build when nothing the build reads has changed', () => {
    const hash = sourcesHash(root, {});
    expect(isUpToDate(root, hash)).toBe(false);
    writeStamp(root, hash);
    expect(isUpToDate(root, sourcesHash(root, {}))).toBe(true);
  });

  it.each([
    ['a web source', 'apps/web/src/main.tsx'],
    ['a new web file', 'apps/web/src/new.ts'],
    ['the contracts', 'packages/contracts/src/index.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('builds again when %s changes', (_what, file) => {
    writeStamp(root, sourcesHash(root, {}));
    put(file, 'changed');
    expect(isUpToDate(root, sourcesHash(root, {}))).toBe(false);
  });

  it('builds again when a VITE_ variable changes, which Vite bakes into the bundle', () => {
    writeStamp(root, sourcesHash(root, { VITE_X: '1' }));
    expect(isUpToDate(root, sourcesHash(root, { VITE_X: '2' }))).toBe(false);
    expect(isUpToDate(root, sourcesHash(root, { VITE_X: '1', PATH: '/other' }))).toBe(true);
  });

  it('ignores what the build does not read: its output, installed packages, tests', () => {
    const hash = sourcesHash(root, {});
    put('apps/web/dist/assets/app-1.js', 'x');
    put('apps/web/node_modules/pkg/index.js', 'x');
    put('apps/web/src/main.test.tsx', 'x');
    expect(sourcesHash(root, {})).toBe(hash);
  });

  it('builds when the built app is gone, whatever the stamp says', () => {
    const hash = sourcesHash(root, {});
    writeStamp(root, hash);
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(isUpToDate(root, hash)).toBe(false);
  });
});
