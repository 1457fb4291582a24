import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { SCREENSHOT_TURNS } from '../../../test/llm-stub';
import { salesOf, salesTeam, solidPicture, type SalesTeam } from '../../../test/sales';

/** A picture the checks let through: not blank (the stub model reads no pixels anyway). */
async function busyPicture() {
  const sharp = (await import('sharp')).default;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="600">
    <rect width="390" height="600" fill="#ededed"/>
    <rect x="60" y="80" width="200" height="60" rx="8" fill="#ffffff"/>
    <rect x="130" y="180" width="200" height="60" rx="8" fill="#95ec69"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe.each(DATABASE_KINDS)('reading screenshots with a vision model on %s', (kind) => {
  const env: Record<string, string> = {
    ...CHAT_TEST_ENV,
    JOBS_POLL_INTERVAL_MS: '500',
    LLM_VISION: 'true',
  };
  const llm = useLlmStub(env, ['stub-model'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  const s = {} as { team: SalesTeam };
  beforeAll(async () => {
    s.team = await salesTeam(t, user, 451);
  });
  const settingsUrl = () => `/v1/orgs/${s.team.orgId}/helpers/${s.team.helperId}/sale`;

  it('reads with OCR until the helper’s manager picks a vision model', async () => {
    const read = await s.team.owner.get(settingsUrl());
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ reader: 'ocr', visionModel: '' });
    const byMember = await s.team.member.put(settingsUrl(), {
      reader: 'vision',
      visionModel: 'env:stub-model',
    });
    expect(byMember.statusCode).toBe(403);
    const unknown = await s.team.owner.put(settingsUrl(), {
      reader: 'vision',
      visionModel: 'env:no-such-model',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual(['body', 'visionModel']);
    const missing = await s.team.owner.put(settingsUrl(), { reader: 'vision', visionModel: '' });
    expect(missing.statusCode).toBe(422);
    const saved = await s.team.owner.put(settingsUrl(), {
      reader: 'vision',
      visionModel: 'env:stub-model',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await s.team.owner.get(settingsUrl())).json()).toEqual({
      reader: 'vision',
      visionModel: 'env:stub-model',
    });
  });

  it('sends the picture to the model and keeps the turns it reads, in the same shape', async () => {
    const sales = salesOf(t, s.team.member, s.team.orgId);
    const chat = await sales.chat({ helperId: s.team.helperId, customerName: '视觉客户' });
    const up = await sales.upload(chat.id, [{ name: 'wechat.png', body: await busyPicture() }]);
    expect(up.statusCode, up.body).toBe(200);
    const asked = llm.stub.requests.length;
    expect((await sales.read(chat.id)).statusCode).toBe(202);
    const done = await sales.readingSettled(chat.id);
    expect(done.reading).toMatchObject({ state: 'done', error: null });
    expect(done.turns).toEqual(SCREENSHOT_TURNS);
    expect(done.pics[0]).toMatchObject({ state: 'done', turns: SCREENSHOT_TURNS });
    const request = llm.stub.requests
      .slice(asked)
      .find((r) => Array.isArray(r.messages[0]?.content));
    const parts = request!.messages[0]!.content as { type: string; image_url?: { url: string } }[];
    expect(parts.find((p) => p.type === 'image_url')!.image_url!.url).toMatch(
      /^data:image\/jpeg;base64,/,
    );
  });

  it('still refuses a blank picture before asking the model', async () => {
    const sales = salesOf(t, s.team.member, s.team.orgId);
    const chat = await sales.chat({ helperId: s.team.helperId, customerName: '空白' });
    const blank = await solidPicture('png', 390, 600);
    expect((await sales.upload(chat.id, [{ name: 'blank.png', body: blank }])).statusCode).toBe(
      200,
    );
    const asked = llm.stub.requests.length;
    await sales.read(chat.id);
    const done = await sales.readingSettled(chat.id);
    expect(done.reading).toMatchObject({ state: 'failed', error: 'SALE_PIC_BLANK' });
    expect(done.pics[0]).toMatchObject({ state: 'failed', error: 'SALE_PIC_BLANK' });
    expect(llm.stub.requests.length).toBe(asked);
  });
});
