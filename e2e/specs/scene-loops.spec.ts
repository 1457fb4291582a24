import { expect, test, type Page } from '@playwright/test';
import type { Scene, SceneGraphInput } from '@miaoyu/contracts';
import { call, callerOf, currentTeam } from '../support/helpers-api';
import { saveScreenshot } from '../support/screens';
import { openSignedIn } from '../support/session';

// A phone of its own: the team and its scenes belong to this spec alone.
const OWNER_PHONE = '13930000802';
const TEAM = '山茶报价组';

const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);

/** A quote for each product the customer lists: split, then a loop that prices each one. */
const QUOTE: SceneGraphInput = {
  nodes: [
    { id: 'start', type: 'start', title: '开始', position: { x: 0, y: 160 }, settings: {} },
    {
      id: 'split',
      type: 'code',
      title: '拆出商品',
      position: { x: 300, y: 160 },
      settings: {
        code: 'function main(i) { return { items: i.q.split(/[,，、]/).map(s => s.trim()) } }',
        inputs: [{ name: 'q', from: 'start.question' }],
        outputs: [{ name: 'items', type: 'array' }],
      },
    },
    {
      id: 'each',
      type: 'loop',
      title: '逐个报价',
      position: { x: 600, y: 60 },
      size: { width: 640, height: 300 },
      settings: { mode: 'each', items: 'split.items', collect: 'line.text' },
    },
    {
      id: 'price',
      type: 'template',
      title: '查价',
      parentId: 'each',
      position: { x: 24, y: 110 },
      settings: { template: '{{ each.item }} ¥{{ each.item | size | times: 100 }}' },
    },
    {
      id: 'line',
      type: 'template',
      title: '报价行',
      parentId: 'each',
      position: { x: 340, y: 110 },
      settings: { template: '{{ each.index | plus: 1 }}. {{ price.text }}' },
    },
    {
      id: 'say',
      type: 'answer',
      title: '回复报价',
      position: { x: 1320, y: 160 },
      settings: { text: '共 {{ each.count }} 项：{{ each.results | join: "；" }}' },
    },
  ],
  edges: [
    { id: 'a', source: 'start', target: 'split' },
    { id: 'b', source: 'split', target: 'each' },
    { id: 'c', source: 'price', target: 'line' },
    { id: 'd', source: 'each', target: 'say' },
  ],
};

test('a loop on the canvas: a node dropped into its box runs once per item, and the test run answers for each', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, OWNER_PHONE, '/business-scene');
  const owner = await callerOf(page);
  const team = await currentTeam(owner, TEAM);
  const old = await call<{ list: { id: string }[] }>(owner, 'GET', `/v1/orgs/${team.id}/scenes`);
  for (const scene of old.list)
    await call(owner, 'DELETE', `/v1/orgs/${team.id}/scenes/${scene.id}`);
  const base = `/v1/orgs/${team.id}/scenes`;
  const scene = await call<Scene>(owner, 'POST', base, { name: '多商品报价', template: 'blank' });
  const saved = await page.request.fetch(`${base}/${scene.id}/draft`, {
    method: 'PUT',
    headers: { authorization: owner.authorization, 'if-match': `"${scene.draftVersion}"` },
    data: { graph: QUOTE },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(`/business-scene/${scene.id}`);
  await expect(node(page, 'price')).toBeVisible();
  await page.locator('.react-flow__controls-fitview').click();

  // A node dragged from the palette into the box goes into the loop.
  const box = await node(page, 'each').boundingBox();
  await page.getByTestId('palette-template').dragTo(node(page, 'each'), {
    targetPosition: { x: box!.width / 2, y: box!.height - 40 },
  });
  await expect(node(page, 'template_1')).toBeVisible();
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-state')).toHaveText('已保存');
  const draft = await call<Scene>(owner, 'GET', `${base}/${scene.id}`);
  expect(draft.graph.nodes.find((n) => n.id === 'template_1')?.parentId).toBe('each');

  // Its pass values are offered inside the box: the element is there to pick.
  const panel = page.getByTestId('node-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: '关闭', exact: true }).click();
  await page.mouse.move(700, 700);
  await saveScreenshot(page, 'scene-loop-canvas-1440', { fullPage: false });

  await page.getByTestId('test-button').click();
  const testPanel = page.getByTestId('test-panel');
  await testPanel.getByRole('textbox', { name: '试运行提问' }).fill('茶叶，紫砂壶、茶盘');
  await testPanel.getByRole('button', { name: '发送' }).click();
  await expect(
    testPanel.getByText('共 3 项：1. 茶叶 ¥200；2. 紫砂壶 ¥300；3. 茶盘 ¥200'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(node(page, 'each').getByTestId('scene-node')).toHaveAttribute('data-status', 'done');
  await saveScreenshot(page, 'scene-loop-test-run-1440', { fullPage: false });
});
