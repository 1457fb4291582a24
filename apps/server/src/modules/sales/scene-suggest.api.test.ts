import { beforeAll, describe, expect, it } from 'vitest';
import type { SceneGraphInput, SceneRun, SceneRunSummary } from '@miaoyu/contracts';
import type { SaleChat, SaleSuggestEvent } from '@miaoyu/contracts/sales';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { salesOf, salesTeam, type SalesTeam } from '../../../test/sales';
import { scenesOf } from '../../../test/scenes';

/**
 * A sales playbook as a scene: a customer asking for a person is handed over, one asking for the
 * plans is asked which, one asking for the CRM meets a failing step, any other is answered.
 */
const PLAYBOOK: SceneGraphInput = {
  variables: [],
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    {
      id: 'route',
      type: 'ifelse',
      settings: {
        cases: [
          { id: 'person', conditions: [contains('人工')] },
          { id: 'plans', conditions: [contains('方案')] },
          { id: 'crm', conditions: [contains('CRM')] },
        ],
      },
    },
    { id: 'handover', type: 'handover', settings: { message: '稍等，我请主管联系您。' } },
    {
      id: 'menu',
      type: 'ask',
      settings: {
        prompt: '您更关心哪种付费方式？',
        options: [
          { id: 'year', label: '年付' },
          { id: 'month', label: '月付' },
        ],
      },
    },
    { id: 'chosen', type: 'answer', settings: { text: '{{ menu.label }}可以享受八折优惠。' } },
    {
      id: 'crm',
      type: 'code',
      settings: { code: 'function main() { throw new Error("CRM 不可用"); }' },
    },
    {
      id: 'reply',
      type: 'answer',
      settings: { text: '[{{ start.channel }}] 您说「{{ start.question }}」，我们年付八折。' },
    },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'route' },
    { id: 'e2', source: 'route', sourceHandle: 'person', target: 'handover' },
    { id: 'e3', source: 'route', sourceHandle: 'plans', target: 'menu' },
    { id: 'e4', source: 'menu', sourceHandle: 'year', target: 'chosen' },
    { id: 'e5', source: 'menu', sourceHandle: 'month', target: 'chosen' },
    { id: 'e6', source: 'route', sourceHandle: 'crm', target: 'crm' },
    { id: 'e7', source: 'route', sourceHandle: 'else', target: 'reply' },
  ],
};

function contains(text: string) {
  return { left: 'start.question', op: 'contains', right: { kind: 'value', value: text } } as const;
}

const ofEvent = <N extends SaleSuggestEvent['event']>(events: SaleSuggestEvent[], name: N) =>
  events.filter((e): e is Extract<SaleSuggestEvent, { event: N }> => e.event === name);

describe.each(DATABASE_KINDS)('a sales helper that follows a scene on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  const llm = useLlmStub(env, ['stub-model'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  const s = {} as { team: SalesTeam; sceneHelperId: string; runsUrl: string };

  beforeAll(async () => {
    s.team = await salesTeam(t, user, 402);
    const { owner, orgId } = s.team;
    const { scene, url } = await scenesOf(t, owner, orgId).withDraft('销售打法', PLAYBOOK, {
      publish: true,
    });
    const helper = await owner.post(`/v1/orgs/${orgId}/helpers`, {
      name: '按打法销售',
      kind: 'sale',
      visibility: 'team',
      model: 'env:stub-model',
      sceneId: scene.id,
    });
    expect(helper.statusCode, helper.body).toBe(200);
    s.sceneHelperId = helper.json().id;
    s.runsUrl = `${url}/runs`;
  });
  const me = () => salesOf(t, s.team.member, s.team.orgId);
  const runs = async () =>
    ((await s.team.owner.get(s.runsUrl)).json() as { list: SceneRunSummary[] }).list;
  async function chatSaying(...customer: string[]) {
    const chat = await me().chat({ helperId: s.sceneHelperId, customerName: '周总' });
    const turns = [
      { speaker: 'customer', text: '你好' },
      { speaker: 'me', text: '您好，有什么可以帮您？' },
      ...customer.map((text) => ({ speaker: 'customer', text })),
    ];
    expect((await me().update({ id: chat.id, turns })).statusCode).toBe(200);
    return chat;
  }

  it("suggests the scene's answer to what the customer last said, journaled on the sales channel", async () => {
    const chat = await chatSaying('价格能再低点吗？', '我们预算不多');
    const asked = llm.stub.requests.length;
    const before = (await runs()).length;
    const { res, events } = await me().suggest(chat.id);
    expect(res.statusCode, res.body).toBe(200);
    const words = '[sales] 您说「价格能再低点吗？\n我们预算不多」，我们年付八折。';
    expect(events[0]).toEqual({
      event: 'start',
      data: { suggestionId: '', model: '', tones: ['professional'] },
    });
    expect(ofEvent(events, 'reply')).toEqual([{ event: 'reply', data: { index: 0, text: words } }]);
    const suggestion = ofEvent(events, 'done')[0]!.data.suggestion;
    expect(suggestion.replies).toEqual([{ tone: 'professional', text: words }]);
    expect(((await me().get(chat.id)).json() as SaleChat).suggestions).toEqual([suggestion]);
    // The scene answered, not the helper's model.
    expect(llm.stub.requests.length).toBe(asked);
    const listed = await runs();
    expect(listed).toHaveLength(before + 1);
    expect(listed[0]).toMatchObject({ channel: 'sales', status: 'done', version: 1 });
  });

  it("asks the scene's question as the suggestion and goes on with the customer's answer", async () => {
    const chat = await chatSaying('有哪些付费方案？');
    const first = await me().suggest(chat.id);
    expect(ofEvent(first.events, 'reply')[0]!.data.text).toBe('您更关心哪种付费方式？\n年付\n月付');
    const paused = (await runs())[0]!;
    expect(paused).toMatchObject({ channel: 'sales', status: 'waiting' });

    const turns = (await me().get(chat.id)).json().turns as SaleChat['turns'];
    const sent = [...turns, { speaker: 'me', text: '您更关心哪种付费方式？' }];
    // Asked again before the customer answers: their earlier words are no answer, the question
    // still waits for theirs.
    await me().update({ id: chat.id, turns: sent });
    const again = await me().suggest(chat.id);
    expect(ofEvent(again.events, 'reply')[0]!.data.text).toBe('您更关心哪种付费方式？\n年付\n月付');
    expect((await runs()).find((run) => run.id === paused.id)?.status).toBe('waiting');

    await me().update({ id: chat.id, turns: [...sent, { speaker: 'customer', text: '年付' }] });
    const second = await me().suggest(chat.id);
    expect(ofEvent(second.events, 'reply')[0]!.data.text).toBe('年付可以享受八折优惠。');
    expect((await runs()).find((run) => run.id === paused.id)).toMatchObject({
      channel: 'sales',
      status: 'done',
    });
  });

  it('suggests the words of a hand-over, handing nothing over', async () => {
    const chat = await chatSaying('我要找人工');
    const { events } = await me().suggest(chat.id);
    expect(ofEvent(events, 'reply')[0]!.data.text).toBe('稍等，我请主管联系您。');
    const run = (await runs())[0]!;
    expect(run).toMatchObject({ channel: 'sales', status: 'done' });
    const trace = (await s.team.owner.get(`${s.runsUrl}/${run.id}`)).json() as SceneRun;
    const handover = trace.nodes.find((n) => n.nodeId === 'handover');
    expect(handover).toMatchObject({ status: 'done', inputs: { handedOver: false } });
  });

  it("ends with the suggestions' error when the scene fails, storing nothing", async () => {
    const chat = await chatSaying('CRM 里查一下我的订单');
    const { res, events } = await me().suggest(chat.id);
    expect(res.statusCode).toBe(200);
    const error = events.at(-1)!;
    expect(error).toMatchObject({ event: 'error', data: { code: 'SCENE_RUN_FAILED' } });
    expect(JSON.stringify(error.data)).toContain('CRM 不可用');
    expect(((await me().get(chat.id)).json() as SaleChat).suggestions).toEqual([]);
    expect((await runs())[0]).toMatchObject({ channel: 'sales', status: 'failed' });
  });

  it('leaves a helper without a scene suggesting three replies from its model', async () => {
    const chat = await me().chat({ helperId: s.team.helperId, customerName: '吴总' });
    await me().update({ id: chat.id, turns: [{ speaker: 'customer', text: '价格能再低点吗？' }] });
    const before = await runs();
    const asked = llm.stub.requests.length;
    const { events } = await me().suggest(chat.id);
    expect(ofEvent(events, 'start')[0]!.data.tones).toEqual(['warm', 'professional', 'brief']);
    expect(ofEvent(events, 'done')[0]!.data.suggestion.replies).toHaveLength(3);
    expect(llm.stub.requests.length).toBe(asked + 3);
    expect(await runs()).toEqual(before);
  });
});
