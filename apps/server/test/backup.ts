import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import sharp from 'sharp';
import { inject } from 'vitest';
import type { LoginAnswer } from '@miaoyu/contracts';
import { buildApp, type App } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { openStorage } from '../src/plugins/storage';
import type { Output } from '../src/ops/backup/command';
import { countRows, type Query } from '../src/ops/backup/facts';
import { CHAT_TEST_ENV, chatUsers } from './chat';
import type { DatabaseKind } from './databases';
import { authHeader, type TestApp } from './harness';
import { multipart } from './multipart';
import type { startS3Stub } from './s3-stub';

export type FileBackend = 'local' | 'S3';
export type S3Stub = Awaited<ReturnType<typeof startS3Stub>>;

/**
 * A deployment that outlives its app: PGlite in a folder of its own (files beside it, in
 * DATA_DIR/files) or a PostgreSQL database made for it, with files on disk or in the S3 stub.
 */
export interface Stack {
  kind: DatabaseKind;
  /** The settings the stack's commands and apps run with. */
  env: Record<string, string>;
  config: Config;
  /** A fresh folder for backups. */
  backups: string;
  /** Opens the database as a server would (migrating it). */
  open(): Promise<Database>;
  /** Runs statements on the closed stack's database (opened once for them all). */
  read<T>(use: (query: Query) => Promise<T>): Promise<T>;
  /**
   * What changes when anything is written to the database: PGlite's data folder hashed (opening
   * it would cost seconds), PostgreSQL's users and row counts.
   */
  fingerprint(): Promise<string>;
  /** Every stored file's sha256, by key. */
  checksums(): Promise<Record<string, string>>;
  /** Leaves an empty stack: no database at all (PGlite), an empty one (PostgreSQL), no files. */
  wipe(): Promise<void>;
  close(): Promise<void>;
}

const adminUrl = () => process.env.TEST_DATABASE_URL!;

async function admin(text: string, url = adminUrl()): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

export async function makeStack(
  kind: DatabaseKind,
  files: FileBackend,
  s3?: S3Stub,
): Promise<Stack> {
  const root = await mkdtemp(path.join(tmpdir(), 'miaoyu-backup-'));
  const name = `miaoyu_backup_${randomBytes(6).toString('hex')}`;
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1/unused');
  url.pathname = `/${name}`;
  if (kind === 'postgres') await admin(`create database ${name}`);
  const env: Record<string, string> = {
    ...CHAT_TEST_ENV,
    LOG_LEVEL: 'info',
    DATA_DIR: path.join(root, 'data'),
    ...(kind === 'postgres'
      ? { DATABASE_URL: url.toString(), FILES_DIR: path.join(root, 'files') }
      : {}),
    ...(files === 'S3'
      ? {
          S3_BUCKET: 'studio',
          S3_ENDPOINT: s3!.endpoint,
          S3_ACCESS_KEY_ID: 'test',
          S3_SECRET_ACCESS_KEY: 'test-secret',
        }
      : {}),
  };
  const config = testConfig(env);
  const storage = await openStorage(config);
  const stack: Stack = {
    kind,
    env,
    config,
    backups: path.join(root, 'backups'),
    open: async () =>
      kind === 'postgres'
        ? openPostgres(config.DATABASE_URL!, 5)
        : existsSync(path.join(config.DATA_DIR, 'PG_VERSION'))
          ? openPglite(config.DATA_DIR)
          : // A new folder starts from the migrated template: initdb takes seconds.
            openPglite(config.DATA_DIR, new Blob([await readFile(inject('pgliteTemplate'))])),
    async read(use) {
      if (kind === 'postgres') {
        const client = new pg.Client({ connectionString: config.DATABASE_URL });
        await client.connect();
        try {
          return await use((text) => client.query(text));
        } finally {
          await client.end();
        }
      }
      const { PGlite } = await import('@electric-sql/pglite');
      const { vector } = await import('@electric-sql/pglite-pgvector');
      const client = await PGlite.create(config.DATA_DIR, { extensions: { vector } });
      try {
        return await use((text) => client.query<Record<string, unknown>>(text));
      } finally {
        await client.close();
      }
    },
    async fingerprint() {
      if (kind === 'postgres')
        return stack.read(async (query) =>
          JSON.stringify([
            (await query('select * from public.users order by id')).rows,
            await countRows(query),
          ]),
        );
      const hash = createHash('sha256');
      const entries = await readdir(config.DATA_DIR, { recursive: true, withFileTypes: true });
      const names = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(config.DATA_DIR, path.join(entry.parentPath, entry.name)))
        .filter((name) => !name.startsWith(`files${path.sep}`))
        .sort();
      for (const name of names)
        hash.update(name).update(await readFile(path.join(config.DATA_DIR, name)));
      return hash.digest('hex');
    },
    async checksums() {
      const sums: Record<string, string> = {};
      for await (const { key } of storage.list())
        sums[key] = createHash('sha256')
          .update((await storage.get(key))!)
          .digest('hex');
      return sums;
    },
    async wipe() {
      if (kind === 'postgres') {
        await admin(`drop database ${name} with (force)`);
        await admin(`create database ${name}`);
      }
      await rm(config.DATA_DIR, { recursive: true, force: true });
      await rm(path.join(root, 'files'), { recursive: true, force: true });
      s3?.objects.clear();
    },
    async close() {
      if (kind === 'postgres') await admin(`drop database if exists ${name} with (force)`);
      await rm(root, { recursive: true, force: true });
    },
  };
  return stack;
}

/** Log lines the app wrote, for the console SMS provider's codes. */
class Lines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      this.lines.push(JSON.parse(line));
    done();
  }
}

/** The real app on the stack's database, with the harness's sign-in. */
export async function appOn(stack: Stack, env: Record<string, string> = {}): Promise<TestApp> {
  const logs = new Lines();
  const app: App = await buildApp(testConfig({ ...stack.env, ...env }), {
    database: await stack.open(),
    logStream: logs,
  });
  await app.ready();
  const lastCode = (phone: string) =>
    String(logs.lines.findLast((l) => l.msg === 'sms code' && l.phone === phone)!.code);
  return {
    app,
    logs: logs as unknown as TestApp['logs'],
    lastCode,
    async signIn(phone) {
      await app.inject({ method: 'POST', url: '/v1/user/sendCode', payload: { phone } });
      const res = await app.inject({
        method: 'POST',
        url: '/v1/user/loginByPhone',
        payload: { phone, code: lastCode(phone) },
      });
      const answer = res.json() as LoginAnswer;
      return { answer, authorization: authHeader(answer.id, answer.session.token) };
    },
  };
}

/** What a populated stack holds that a test reads back after a restore. */
export interface Populated {
  authorization: string;
  sessionId: string;
  completionsUrl: string;
  avatarUrl: string;
}

/**
 * A person signs in, sets an avatar, makes a team, adds a document to its knowledge base and
 * asks two questions: users, orgs, members, files, dataset documents, chunks, sessions, messages.
 */
export async function populate(t: TestApp, phone: string): Promise<Populated> {
  const me = await chatUsers(t)(phone);
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  const form = multipart({}, [
    { field: 'file', filename: 'me.png', contentType: 'image/png', body: image },
  ]);
  const avatar = await t.app.inject({
    method: 'POST',
    url: '/v1/user/avatar',
    ...form,
    headers: { ...form.headers, authorization: me.authorization },
  });
  if (avatar.statusCode !== 200) throw new Error(`avatar ${avatar.statusCode}: ${avatar.body}`);
  const team = await me.post('/v1/orgs', { name: '备份团队' });
  if (team.statusCode !== 200) throw new Error(`team ${team.statusCode}: ${team.body}`);
  const { knowledgeOf } = await import('./knowledge');
  const kb = knowledgeOf(t, me, team.json().id as string);
  const datasetId = await kb.create('资料');
  const added = await kb.upload(
    datasetId,
    '指南.md',
    Buffer.from('# 指南\n\n妙语的备份与恢复。\n'),
  );
  if (added.statusCode !== 200) throw new Error(`upload ${added.statusCode}: ${added.body}`);
  await kb.settled(datasetId);
  const sessionId = await me.session();
  for (const prompt of ['你好', '备份了吗'])
    if ((await me.ask(sessionId, { prompt })).res.statusCode !== 200) throw new Error('ask failed');
  return {
    authorization: me.authorization,
    sessionId,
    completionsUrl: me.completionsUrl(sessionId),
    avatarUrl: avatar.json().avatar as string,
  };
}

/** A command's lines, captured. */
export function captured(): Output & { lines: string[] } {
  const lines: string[] = [];
  return { lines, out: (line) => lines.push(line), err: (line) => lines.push(line) };
}
