import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** Lints source as if it were the given file, returning the boundary errors only. */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/'));
}

describe('import direction (DESIGN.md §3)', () => {
  // The first lint loads the config, the parser and the resolver: seconds on a busy machine.
  beforeAll(() => boundaryErrors('lib/x.ts', ''), 60_000);

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

describe('answers in the web client', () => {
  const lint = async (code: string) => {
    const [result] = await eslint.lintText(code, {
      filePath: path.join(root, 'apps/web/src/features/chat/api/x.ts'),
    });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax');
  };

  it('refuses parsing a server answer again with its schema', async () => {
    const code = [
      "import { chatSessionSchema } from '@miaoyu/contracts/chat';",
      "import { api } from '@/lib/http';",
      "export const a = async () => chatSessionSchema.parse(await api.get('/v1/x'));",
      'export const b = (data: unknown) => chatSessionSchema.safeParse(data);',
      '',
    ].join('\n');
    expect(await lint(code)).toHaveLength(2);
  });

  it('lets a form check what people typed', async () => {
    const code = [
      "import { createChatSessionSchema } from '@miaoyu/contracts/chat';",
      'export const sent = (values: unknown) => createChatSessionSchema.parse(values);',
      '',
    ].join('\n');
    expect(await lint(code)).toEqual([]);
    // Outside an api folder, `data` is as often a form's values as an answer.
    const [form] = await eslint.lintText(
      "import { createChatSessionSchema } from '@miaoyu/contracts/chat';\nexport const sent = (data: unknown) => createChatSessionSchema.parse(data);\n",
      { filePath: path.join(root, 'apps/web/src/features/chat/components/X.tsx') },
    );
    expect(form?.messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toEqual([]);
  });
});
