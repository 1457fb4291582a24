/**
 * `npm run bench:scenes`: the business-scene engine's promises, measured.
 *
 * 1. Correctness: the scheduler against the reference interpreter on BENCH_GRAPHS (10,000) random
 *    graphs, and the join fixtures of the anchors' bugs (vitest, in a child process).
 * 2. Overhead: time to the first word of a helper's answer with a 10-node scene in front of the
 *    model, against the same question without one, through the real engine on PostgreSQL
 *    (BENCH_ROUNDS, 200, of each, alternated), with the model stub answering at once.
 * 3. The code node: escape payloads refused, an allocation bomb stopped, another team's run
 *    delayed by a bomb.
 *
 * Prints one JSON report on stdout, and lines with the load average on stderr.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { sceneGraphSchema, type SceneGraphInput } from '@miaoyu/contracts';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { loadModelCatalog } from '../src/modules/models';
import { prepareStatelessAnswer, type ConversationSettings } from '../src/modules/conversation';
import { CodeSandbox } from '../src/modules/scenes/code/code-pool';
import { insertScene, findScene, insertVersion } from '../src/modules/scenes/scenes.repo';
import { sceneResponder } from '../src/modules/scenes';
import { createPostgresDatabase } from '../test/databases';
import { startLlmStub } from '../test/llm-stub';
import { ESCAPES } from '../src/modules/scenes/code/escape-payloads';

const GRAPHS = Number(process.env.BENCH_GRAPHS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
function summarise(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  const round = (v: number) => Math.round(v * 100) / 100;
  return { p50: round(at(50)), p95: round(at(95)), max: round(sorted.at(-1)!) };
}

const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100);
const log = (line: string) =>
  process.stderr.write(`[bench:scenes] ${line} (load ${load().join(' ')})\n`);

function correctness() {
  const started = performance.now();
  const run = spawnSync(
    path.join(import.meta.dirname, '../../../node_modules/.bin/vitest'),
    ['run', '--project', 'unit', 'src/modules/scenes/engine', '--reporter=json'],
    {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, SCENE_PROPERTY_RUNS: String(GRAPHS) },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { assertionResults: { title: string; status: string }[] }[];
  };
  const fixtures = report.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => /^(Dify|FastGPT) #/.test(test.title));
  return {
    randomGraphs: GRAPHS,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    anchorFixtures: fixtures.length,
    anchorFixturesPassed: fixtures.filter((t) => t.status === 'passed').length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** Ten nodes before the model speaks: the start, values put together, a decision, a join. */
const TEN_NODES: SceneGraphInput = {
  variables: [{ name: 'seen', type: 'number', initial: 0 }],
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    { id: 'clean', type: 'template', settings: { template: '{{ start.question | strip }}' } },
    {
      id: 'count',
      type: 'assign',
      settings: { assignments: [{ variable: 'seen', from: { kind: 'value', value: 1 } }] },
    },
    {
      id: 'route',
      type: 'ifelse',
      settings: { cases: [{ id: 'long', conditions: [{ left: 'clean.text', op: 'not_empty' }] }] },
    },
    { id: 'a', type: 'template', settings: { template: '用户问：{{ clean.text }}' } },
    { id: 'b', type: 'template', settings: { template: '{{ start.question }}' } },
    { id: 'join', type: 'aggregate', settings: { inputs: ['a.text', 'b.text'], type: 'string' } },
    { id: 'who', type: 'template', settings: { template: '{{ start.userName }}' } },
    { id: 'prompt', type: 'template', settings: { template: '{{ join.value }}' } },
    {
      id: 'reply',
      type: 'llm',
      settings: { model: 'env:stub-model', prompt: '{{ prompt.text }}' },
    },
  ],
  edges: [
    { id: '1', source: 'start', target: 'clean' },
    { id: '2', source: 'clean', target: 'count' },
    { id: '3', source: 'count', target: 'route' },
    { id: '4', source: 'route', sourceHandle: 'long', target: 'a' },
    { id: '5', source: 'route', sourceHandle: 'else', target: 'b' },
    { id: '6', source: 'a', target: 'join' },
    { id: '7', source: 'b', target: 'join' },
    { id: '8', source: 'join', target: 'who' },
    { id: '9', source: 'who', target: 'prompt' },
    { id: '10', source: 'prompt', target: 'reply' },
  ],
};

async function overhead() {
  const stub = await startLlmStub({ chunks: 5, delayMs: 0 });
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  const fresh = await createPostgresDatabase();
  const config = testConfig({
    DATABASE_URL: fresh.url,
    SEED_DEMO: 'true',
    OPENAI_BASE_URL: stub.baseUrl,
    LLM_MODEL: 'stub-model',
    LLM_ALLOWED_HOSTS: new URL(stub.url).host,
  });
  const app = await buildApp(config);
  await app.ready();
  try {
    const [org] = await app.db
      .execute<{ id: string; owner: string }>(
        `select o.id::text as id, m.user_id::text as owner from organisations o
         join org_members m on m.org_id = o.id where m.role = 'owner' order by o.id limit 1` as never,
      )
      .then((r) => (r as unknown as { rows: { id: string; owner: string }[] }).rows);
    const orgId = BigInt(org!.id);
    const sceneId = await insertScene(app.db, orgId, {
      ownerId: BigInt(org!.owner),
      name: 'bench',
      description: '',
      draft: sceneGraphSchema.parse(TEN_NODES),
    });
    await insertVersion(app.db, orgId, (await findScene(app.db, orgId, sceneId))!.scene, {
      note: '',
      publishedBy: BigInt(org!.owner),
    });
    const models = await loadModelCatalog(app.db, config, app.llm.box, orgId);
    const plain: ConversationSettings = {
      instruction: '',
      model: 'env:stub-model',
      contextSize: 0,
      welcome: '',
    };
    const withScene: ConversationSettings = {
      ...plain,
      respond: sceneResponder(app, config, {
        orgId,
        sceneId,
        channel: 'chat',
        userId: null,
        userName: 'bench',
        isVisitor: false,
      }),
    };
    const firstWord = async (settings: ConversationSettings) => {
      const started = performance.now();
      const upstream = new AbortController();
      const answer = await prepareStatelessAnswer(
        app,
        { settings, models, history: [] },
        { prompt: '你们的净水器多少钱？', locale: 'zh-CN' },
        upstream,
      );
      let first = 0;
      for await (const part of answer.parts)
        if (part.type === 'delta' && !first) first = performance.now() - started;
      return first;
    };
    // Warm-up: the pool's connections, the code paths, the stub.
    for (let i = 0; i < 10; i++) {
      await firstWord(plain);
      await firstWord(withScene);
    }
    const without: number[] = [];
    const withIt: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      without.push(await firstWord(plain));
      withIt.push(await firstWord(withScene));
    }
    const a = summarise(without);
    const b = summarise(withIt);
    return {
      database: 'postgresql',
      rounds: ROUNDS,
      withoutScene: a,
      tenNodeScene: b,
      addedP50Ms: Math.round((b.p50 - a.p50) * 100) / 100,
    };
  } finally {
    await app.close();
    await stub.close();
    await fresh.drop();
  }
}

async function codeNode() {
  const sandbox = new CodeSandbox();
  try {
    await sandbox.run({ code: 'function main() { return {} }', tenant: 'warm' });
    let refused = 0;
    const leaked: string[] = [];
    for (const [name, escape] of ESCAPES) {
      const result = await sandbox.run({ code: escape, timeoutMs: 500, tenant: 'attacker' });
      if (!result.ok || result.value.leaked === false) refused++;
      else leaked.push(name);
    }
    const bombAt = performance.now();
    const bomb = sandbox.run({
      code: 'function main() { let a = []; while (true) a.push(new Array(1e5).fill(1)); }',
      timeoutMs: 1_000,
      tenant: 'team-a',
    });
    await new Promise((r) => setTimeout(r, 20));
    const otherAt = performance.now();
    await sandbox.run({ code: 'function main() { return { ok: 1 } }', tenant: 'team-b' });
    const otherMs = performance.now() - otherAt;
    const bombResult = await bomb;
    const bombMs = performance.now() - bombAt;
    const loopAt = performance.now();
    const loop = await sandbox.run({
      code: 'function main() { while (true) {} }',
      timeoutMs: 1_000,
      tenant: 'team-a',
    });
    return {
      escapes: ESCAPES.length,
      refused,
      leaked,
      allocationBomb: {
        reason: bombResult.ok ? 'ran' : bombResult.reason,
        stoppedAfterMs: Math.round(bombMs),
        deadlineMs: 1_000,
      },
      endlessLoop: {
        reason: loop.ok ? 'ran' : loop.reason,
        stoppedAfterMs: Math.round(performance.now() - loopAt),
        deadlineMs: 1_000,
      },
      otherTeamDuringBombMs: Math.round(otherMs * 10) / 10,
    };
  } finally {
    await sandbox.close();
  }
}

log('correctness');
const engine = correctness();
log(`correctness: ${JSON.stringify(engine)}`);
const code = await codeNode();
log(`code node: ${JSON.stringify(code)}`);
const latency = await overhead();
log(`overhead: ${JSON.stringify(latency)}`);
process.stdout.write(
  `${JSON.stringify({ load: load(), cores: os.availableParallelism(), engine, latency, code }, null, 2)}\n`,
);
process.exit(0);
