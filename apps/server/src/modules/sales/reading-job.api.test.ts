import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { saleChats } from '../../db/schema';
import { CHAT_TEST_ENV, chatUsers } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { salesOf, salesTeam, solidPicture, type SalesTeam } from '../../../test/sales';
import { failStaleReadings } from './chats.repo';
import { runReading, type ReaderFor } from './reading.service';

/** A reader that must not be called, and one that reads every picture as one line. */
const never: ReaderFor = async () => {
  throw new Error('the reader was asked');
};
const oneLine: ReaderFor = async () => async () => [{ speaker: 'customer', text: '读到了' }];

describe.each(DATABASE_KINDS)('the reading job on %s', (kind) => {
  // No instance reads: each test runs the job itself, as a worker would.
  const t = useTestApp(kind, {
    ...CHAT_TEST_ENV,
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODEL: 'stub-model',
    SALES_OCR_WORKERS: '0',
  });
  const user = chatUsers(t);
  const s = {} as { team: SalesTeam };
  beforeAll(async () => {
    s.team = await salesTeam(t, user, 471);
  });
  const me = () => salesOf(t, s.team.member, s.team.orgId);
  const row = async (id: string) =>
    (
      await t.app.db
        .select()
        .from(saleChats)
        .where(eq(saleChats.id, BigInt(id)))
    )[0]!;
  /** A chat with one picture whose reading was asked for (and waits: nobody reads). */
  async function queued() {
    const chat = await me().chat({ helperId: s.team.helperId, customerName: '排队客户' });
    const up = await me().upload(chat.id, [{ name: 'a.png', body: await solidPicture('png') }]);
    expect(up.statusCode, up.body).toBe(200);
    expect((await me().read(chat.id)).statusCode).toBe(202);
    const now = await row(chat.id);
    const job = {
      orgId: s.team.orgId,
      chatId: chat.id,
      picIds: up.json().pics.map((p: { id: string }) => p.id),
      token: now.readingStartedAt!.toISOString(),
    };
    return { chat, job };
  }

  it('reads the pictures of the reading it was sent for', async () => {
    const { chat, job } = await queued();
    await runReading(t.app, oneLine, job, new AbortController().signal);
    const done = await row(chat.id);
    expect(done).toMatchObject({ readingState: 'done', readingDone: 1, readingError: null });
    expect(done.turns).toEqual([{ speaker: 'customer', text: '读到了' }]);
  });

  it('writes nothing for a reading that was replaced or given up', async () => {
    const { chat, job } = await queued();
    await runReading(
      t.app,
      never,
      { ...job, token: new Date(0).toISOString() },
      new AbortController().signal,
    );
    expect((await row(chat.id)).readingState).toBe('queued');
    await t.app.db
      .update(saleChats)
      .set({ readingState: 'failed' })
      .where(eq(saleChats.id, BigInt(chat.id)));
    await runReading(t.app, never, job, new AbortController().signal);
    expect((await row(chat.id)).readingState).toBe('failed');
  });

  it('fails its try on shutdown, leaving the reading to run again', async () => {
    const { chat, job } = await queued();
    const stopping = new AbortController();
    const stopped: ReaderFor = async () => async () => {
      stopping.abort();
      throw new Error('OCR pool is closed');
    };
    await expect(runReading(t.app, stopped, job, stopping.signal)).rejects.toThrow();
    expect((await row(chat.id)).readingState).toBe('reading');
    await runReading(t.app, oneLine, job, new AbortController().signal);
    expect((await row(chat.id)).readingState).toBe('done');
  });

  it('ends readings with no progress for long as failed, and no others', async () => {
    const stale = await queued();
    const fresh = await queued();
    await t.app.db
      .update(saleChats)
      .set({ updatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(saleChats.id, BigInt(stale.chat.id)));
    expect(
      await failStaleReadings(t.app.db, new Date(Date.now() - 25 * 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await row(stale.chat.id)).toMatchObject({
      readingState: 'failed',
      readingError: 'SALE_READER_UNAVAILABLE',
    });
    expect((await row(fresh.chat.id)).readingState).toBe('queued');
    // The job that finally runs for it writes nothing.
    await runReading(t.app, never, stale.job, new AbortController().signal);
    expect((await row(stale.chat.id)).readingState).toBe('failed');
  });
});
