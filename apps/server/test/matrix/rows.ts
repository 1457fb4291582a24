import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MatrixAction } from './actions';
import type { VisitorAction } from './visitor-actions';

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/modules');

/** What a module's `*.matrix.ts` may export: its studio rows, its visitor rows, or both. */
interface MatrixFile {
  MATRIX?: MatrixAction[];
  VISITOR_MATRIX?: VisitorAction[];
}

/** Every module's `*.matrix.ts`, by path: a new module adds its rows by adding its file. */
export function matrixFiles(): string[] {
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.matrix.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

async function load(): Promise<Map<string, MatrixFile>> {
  const loaded = new Map<string, MatrixFile>();
  for (const file of matrixFiles()) {
    const exports = (await import(path.join(MODULES, file))) as MatrixFile;
    if (!exports.MATRIX && !exports.VISITOR_MATRIX)
      throw new Error(`${file} exports neither MATRIX nor VISITOR_MATRIX`);
    loaded.set(file, exports);
  }
  return loaded;
}

function unique<T extends { name: string }>(rows: T[], what: string): T[] {
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.name)) throw new Error(`two ${what} rows are named "${row.name}"`);
    seen.add(row.name);
  }
  return rows;
}

/** The permission matrix's rows, from every module. */
export async function matrixRows(): Promise<MatrixAction[]> {
  const files = [...(await load()).values()];
  return unique(
    files.flatMap((file) => file.MATRIX ?? []),
    'matrix',
  );
}

/** The visitor routes' rows, from every module that has visitor routes. */
export async function visitorMatrixRows(): Promise<VisitorAction[]> {
  const files = [...(await load()).values()];
  return unique(
    files.flatMap((file) => file.VISITOR_MATRIX ?? []),
    'visitor matrix',
  );
}
