import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');

/** Query helpers for repos (conditions, not queries), allowed to build SQL. */
const REPO_HELPERS = new Set(['conversation/owner.ts']);

const isRepo = (file: string) => /(^|\/|\.)repo\.ts$/.test(file);
const isTest = (file: string) => file.endsWith('.test.ts');

function moduleFiles(): string[] {
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.split(path.sep).join('/'));
}

/** Value imports (not `import type`) of the query builder or the tables. */
function importsSql(source: string): boolean {
  return /^import\s+(?!type\b)[^;]*from\s+'(drizzle-orm|\.\.\/\.\.\/db\/schema)'/m.test(source);
}

describe('layout: SQL lives in repos', () => {
  it('routes and services import neither the query builder nor the tables', () => {
    const offenders = moduleFiles()
      .filter((file) => !isRepo(file) && !isTest(file) && !REPO_HELPERS.has(file))
      .filter((file) => importsSql(readFileSync(path.join(MODULES, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
