import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import {
  appOn,
  captured,
  makeStack,
  populate,
  type FileBackend,
  type Populated,
  type S3Stub,
  type Stack,
} from '../../../test/backup';
import { DATABASE_KINDS } from '../../../test/databases';
import { startLlmStub, type LlmStub } from '../../../test/llm-stub';
import { startS3Stub } from '../../../test/s3-stub';
import { countRows, type Query } from './facts';
import { backup, restore } from './command';

const BACKENDS: FileBackend[] = ['local', 'S3'];

/** Rows of the tables a person's data lives in, in a stable order, to compare whole. */
const CONTENT = [
  'users',
  'auth_tokens',
  'organisations',
  'org_members',
  'files',
  'dataset_documents',
  'dataset_chunks',
  'chat_sessions',
  'chat_messages',
];

/**
 * Our tables' rows counted, and the whole content of those above, read through a running app
 * (the job queue's tables change as it starts, and the restore compared those itself).
 */
async function inspect(t: TestApp) {
  const query: Query = (text) => t.app.database.executeSql(text);
  const contents: Record<string, unknown[]> = {};
  for (const table of CONTENT)
    contents[table] = (await query(`select * from public.${table} order by 1`)).rows;
  const counts = Object.entries(await countRows(query)).filter(
    ([table]) => !table.startsWith('pgboss.'),
  );
  return { counts, contents };
}

/**
 * Backup, wipe, restore: the same rows in every table, the same content in those that hold a
 * person's data, the same files byte for byte, and an app on the restored stack that serves them.
 */
describe.each(DATABASE_KINDS.flatMap((kind) => BACKENDS.map((files) => [kind, files] as const)))(
  'backup and restore on %s with %s files',
  (kind, files) => {
    let llm: LlmStub;
    let s3: S3Stub | undefined;
    let stack: Stack;
    let env: Record<string, string>;
    let made: Populated;
    let before: Awaited<ReturnType<typeof inspect>>;
    beforeAll(async () => {
      llm = await startLlmStub({ chunks: 2, delayMs: 0 });
      env = {
        OPENAI_BASE_URL: llm.baseUrl,
        LLM_MODEL: 'stub-model',
        LLM_ALLOWED_HOSTS: new URL(llm.url).host,
      };
      if (files === 'S3') s3 = await startS3Stub({ pageSize: 2 });
      stack = await makeStack(kind, files, s3);
      const t = await appOn(stack, env);
      try {
        made = await populate(t, '13500071001');
        before = await inspect(t);
      } finally {
        await t.app.close();
      }
    });
    afterAll(async () => {
      await stack?.close();
      await s3?.close();
      await llm?.close();
    });

    // PGlite opens its folder four times here: seconds each on a busy machine.
    it('gives back the same rows and files after a wipe', { timeout: 60_000 }, async () => {
      const checksums = await stack.checksums();
      const types = s3 && new Map([...s3.objects].map(([key, o]) => [key, o.contentType]));
      expect(before.contents.chat_messages?.length).toBeGreaterThanOrEqual(4);
      expect(Object.keys(checksums).length).toBeGreaterThanOrEqual(2);

      const folder = path.join(stack.backups, 'first');
      const made1 = captured();
      expect(await backup(stack.config, [folder], made1), made1.lines.join('\n')).toBe(0);
      expect(made1.lines.at(-1)).toMatch(
        /^backup written to .*: \d+ rows in \d+ tables, \d+ files, \d+ bytes, [\d.]+ s$/,
      );
      // Only the finished folder is left: no partial one beside it.
      expect(await readdir(stack.backups)).toEqual(['first']);

      await stack.wipe();
      expect(await stack.checksums()).toEqual({});
      if (kind === 'postgres') {
        // A new stack's first start migrates its empty database before anyone restores.
        await (await stack.open()).close();
      }

      const back = captured();
      expect(await restore(stack.config, [folder], back), back.lines.join('\n')).toBe(0);
      expect(back.lines.at(-1)).toMatch(/^restored .* all as the manifest says/);
      expect(await stack.checksums()).toEqual(checksums);
      if (s3)
        expect(new Map([...s3.objects].map(([key, o]) => [key, o.contentType]))).toEqual(types);

      // The restored stack holds and serves what was there: the same sign-in, messages and avatar.
      const t = await appOn(stack, env);
      try {
        const after = await inspect(t);
        expect(after.counts).toEqual(before.counts);
        expect(after.contents).toEqual(before.contents);
        const headers = { authorization: made.authorization };
        const messages = await t.app.inject({ method: 'GET', url: made.completionsUrl, headers });
        expect(messages.statusCode, messages.body).toBe(200);
        expect(messages.json().total).toBe(4);
        const avatar = await t.app.inject({ method: 'GET', url: made.avatarUrl });
        expect(avatar.statusCode).toBe(200);
        expect(avatar.headers['content-type']).toBe('image/webp');
      } finally {
        await t.app.close();
      }
    });
  },
);
