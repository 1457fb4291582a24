import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** Lints source as if it were the given file of the server, returning the rules that refused it. */
async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, 'apps/server/src', file),
  });
  return (result?.messages ?? [])
    .filter((m) => /^boundaries\/|no-restricted-imports$/.test(m.ruleId ?? ''))
    .map((m) => m.ruleId);
}

describe('server import direction (DESIGN.md §3)', () => {
  // The first lint loads the config, the parser and the resolver: seconds on a busy machine.
  beforeAll(() => refusals('x.ts', ''), 60_000);

  it('a module may not reach into another module, repos or otherwise', async () => {
    expect(
      await refusals(
        'modules/chat/x.ts',
        "import { releaseHeldBy } from '../bot/sessions.repo';\nimport { fileUrl } from '../files/url';\nexport const x = [releaseHeldBy, fileUrl];\n",
      ),
    ).toEqual(['boundaries/entry-point', 'boundaries/entry-point']);
    expect(
      await refusals(
        'modules/knowledge/parsing/x.ts',
        "export { memberAccess } from '../../orgs/access';\nexport type { SseStream } from '../../conversation/sse';\n",
      ),
    ).toEqual(['boundaries/entry-point', 'boundaries/entry-point']);
  });

  it("a module may use another's index and its own files", async () => {
    expect(
      await refusals(
        'modules/chat/x.ts',
        "import { releaseHeldBy } from '../bot';\nimport { ownAttachments } from './attachments.service';\nimport { findChatSession } from './repo';\nexport const x = [releaseHeldBy, ownAttachments, findChatSession];\n",
      ),
    ).toEqual([]);
  });

  it('plugins, lib/ and db/ import no module, not even its index', async () => {
    const code = "import { fileUrl } from '../../modules/files';\nexport const x = fileUrl;\n";
    expect(await refusals('plugins/llm/x.ts', code)).toEqual(['boundaries/element-types']);
    expect(await refusals('lib/outbound/x.ts', code)).toEqual(['boundaries/element-types']);
    expect(await refusals('db/schema/x.ts', code)).toEqual(['boundaries/element-types']);
  });

  it('app.ts registers modules by their index', async () => {
    expect(
      await refusals('x.ts', "import bot from './modules/bot';\nexport const x = bot;\n"),
    ).toEqual([]);
    expect(
      await refusals(
        'x.ts',
        "import routes from './modules/bot/visitor/case.routes';\nexport const x = routes;\n",
      ),
    ).toEqual(['boundaries/entry-point']);
  });

  it('SQL lives in repos: elsewhere the query builder and the tables are types only', async () => {
    const code =
      "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema';\nexport const x = [eq, users];\n";
    expect(await refusals('modules/user/x.service.ts', code)).toEqual([
      '@typescript-eslint/no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await refusals('plugins/auth/x.ts', code)).toHaveLength(2);
    expect(await refusals('modules/user/x.repo.ts', code)).toEqual([]);
    expect(
      await refusals(
        'modules/user/x.service.ts',
        "import type { SQL } from 'drizzle-orm';\nimport type { users } from '../../db/schema';\nexport type X = [SQL, typeof users];\n",
      ),
    ).toEqual([]);
  });
});
