import { describe, expect, it } from 'vitest';
import type { Dataset, Helper } from '@miaoyu/contracts';
import type { BotKey, BotSettings } from '@miaoyu/contracts/bot';
import { testConfig } from '../../config';
import { visitorOf } from '../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { knowledgeOf } from '../../../test/knowledge';
import { DEMO_BOT_KEY, DEMO_DATASET, DEMO_DOCUMENTS, DEMO_HELPERS } from './content';
import { seedDemo } from './index';
import { DEMO_USERS } from './team';

describe.each(DATABASE_KINDS)('the demo seed on %s', (kind) => {
  const env = { ...CHAT_TEST_ENV, SEED_DEMO: 'true' };
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  /** What a restart does: the app's start-up seeding, again on the same database. */
  const restart = () => seedDemo(t.app, testConfig(env));

  async function contentOf(owner: ChatUser) {
    const base = `/v1/orgs/${owner.orgId}`;
    const datasets = (await owner.get(`${base}/datasets`)).json().list as Dataset[];
    const helpers = (await owner.get(`${base}/helpers?limit=50`)).json().list as Helper[];
    return { datasets, helpers };
  }

  it('gives the demo team a knowledge base, two helpers and a bot with a link, once', async () => {
    const owner = await user(DEMO_USERS[0].phone);
    const { datasets, helpers } = await contentOf(owner);
    expect(datasets.map((d) => d.name)).toEqual([DEMO_DATASET]);
    const [dataset] = datasets;

    // Ingested by the normal jobs: both documents end ready, in passages.
    const kb = knowledgeOf(t, owner);
    const documents = await kb.settled(dataset!.id, 60_000);
    expect(documents.map((d) => [d.name, d.status]).sort()).toEqual(
      DEMO_DOCUMENTS.map((d) => [d.name, 'done']).sort(),
    );
    expect(documents.every((d) => d.chunkCount > 0 && d.charCount > 300)).toBe(true);
    const found = await kb.search(dataset!.id, '七天无理由退货运费谁承担');
    expect(found.statusCode, found.body).toBe(200);
    expect(JSON.stringify(found.json())).toContain('退货运费由顾客承担');

    expect(helpers.map((h) => [h.name, h.kind]).sort()).toEqual(
      [
        [DEMO_HELPERS[0].name, 'chat'],
        [DEMO_HELPERS[1].name, 'sale'],
        [DEMO_HELPERS[2].name, 'service'],
      ].sort(),
    );
    expect(helpers.every((h) => h.datasetIds.join() === dataset!.id && h.instruction)).toBe(true);

    // The bot: a key that opens its page, and handoff when the knowledge base has no answer.
    const bot = helpers.find((h) => h.kind === 'service')!;
    const botBase = `/v1/orgs/${owner.orgId}/helpers/${bot.id}`;
    const keys = (await owner.get(`${botBase}/bot-keys`)).json().list as BotKey[];
    expect(keys.map((k) => [k.name, k.revokedAt])).toEqual([[DEMO_BOT_KEY, null]]);
    const settings = (await owner.get(`${botBase}/bot`)).json() as BotSettings;
    expect(settings.handoff).toMatchObject({ enabled: true, onNoAnswer: true });
    const visitor = await visitorOf(t, keys[0]!.key);
    expect(await visitor.start()).toMatch(/^\d+$/);

    // The other demo member sees the team's helpers too (shared with the team).
    const member = await user(DEMO_USERS[1].phone);
    expect((await contentOf(member)).helpers).toHaveLength(3);

    // A restart adds nothing.
    await restart();
    const again = await contentOf(owner);
    expect(again.datasets).toHaveLength(1);
    expect(again.helpers).toHaveLength(3);

    // What the team deleted stays deleted.
    for (const helper of helpers)
      expect((await owner.del(`/v1/orgs/${owner.orgId}/helpers/${helper.id}`)).statusCode).toBe(
        200,
      );
    expect((await owner.del(`${kb.base}/${dataset!.id}`)).statusCode).toBe(200);
    await restart();
    expect(await contentOf(owner)).toEqual({ datasets: [], helpers: [] });
  });

  it('gives nothing to any other team', async () => {
    const someone = await user('13966660001');
    await someone.post('/v1/orgs', { name: '普通团队' });
    const me = await user('13966660001');
    expect(await contentOf(me)).toEqual({ datasets: [], helpers: [] });
  });
});
