import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** Lints source as if it were the given file, returning the boundary errors only. */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/'));
}

describe('import direction (DESIGN.md §3)', () => {
  it('a feature may not reach into another feature', async () => {
    const errors = await boundaryErrors(
      'features/dashboard/x.ts',
      "import { useAuthStore } from '../auth/store';\nexport const x = useAuthStore;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('shared code may not import a feature or the app', async () => {
    const errors = await boundaryErrors(
      'lib/x.ts',
      "import { useAuthStore } from '@/features/auth/store';\nimport { studioRoutes as router } from '@/app/routes/table';\nexport const x = [useAuthStore, router];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('a feature may use its own files and shared code; the app may use features', async () => {
    expect(
      await boundaryErrors(
        'features/auth/x.ts',
        "import { storage } from '@/lib/storage';\nimport { useAuthStore } from './store';\nexport const x = [storage, useAuthStore];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'app/x.ts',
        "import { useAuthStore } from '@/features/auth/store';\nexport const x = useAuthStore;\n",
      ),
    ).toEqual([]);
  });
});
