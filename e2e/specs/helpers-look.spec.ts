import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CreateHelper, Helper, Org } from '@miaoyu/contracts';
import {
  call,
  callerOf,
  createHelper,
  currentTeam,
  personalOrg,
  removeMyHelpers,
  removeSubscriptions,
  type Caller,
} from '../support/helpers-api';
import { saveScreenshot } from '../support/screens';
import { openSignedIn } from '../support/session';

// A phone of its own: its team, helpers and subscriptions are this spec's alone.
const LOOK_PHONE = '13930000511';
const TEAM = '青禾咨询';
const LOCALES = ['zh-CN', 'en-US'] as const;
const WIDTHS = [1440, 375] as const;
type Locale = (typeof LOCALES)[number];

const CONTRACT: CreateHelper = {
  name: '合同审阅助手',
  kind: 'chat',
  visibility: 'public',
  description:
    '逐条检查买卖、租赁和劳动合同的条款，指出对你不利的约定、缺失的责任条款和含糊的表述，并给出可以直接替换的修改建议。',
  category: '法律',
  tags: ['合同', '风控', '劳动法'],
  welcome: '你好，把合同全文或者条款发给我，我会逐条指出风险并给出修改建议。',
  suggestedQuestions: ['这份租房合同有什么风险？', '违约金写多少合适？', '帮我改写保密条款'],
};
const TEAM_HELPERS: CreateHelper[] = [
  CONTRACT,
  {
    name: '周报写作搭档',
    kind: 'chat',
    visibility: 'team',
    description: '把零散的工作记录整理成条理清楚的周报。',
  },
  { name: '跨境电商多平台商品标题与卖点优化专家顾问', kind: 'chat', visibility: 'private' },
  {
    name: '家居销售顾问',
    kind: 'sale',
    visibility: 'public',
    description: '读取客户聊天截图，按门店话术给出推动成交的回复建议。',
    tags: ['家居'],
  },
  { name: '售后客服小禾', kind: 'service', visibility: 'team', description: '回答售后问题。' },
];
/** Made in the user's personal organisation, for the team to subscribe to. */
const SUBSCRIBED: CreateHelper = {
  name: '英语口语陪练',
  kind: 'chat',
  visibility: 'public',
  description: '每天十分钟的英语对话练习，随时纠正发音和语法。',
  tags: ['英语', '口语'],
};

interface Seeded {
  teamCode: string;
  contract: Helper;
}

/** The team's helpers, a subscription, the default AI helper and a conversation. */
async function seed(caller: Caller, team: Org): Promise<Seeded> {
  const made: Helper[] = [];
  for (const helper of TEAM_HELPERS) made.push(await createHelper(caller, team.id, helper));
  const own = await personalOrg(caller);
  const subscribed = await createHelper(caller, own.id, SUBSCRIBED);
  await call(caller, 'PUT', `/v1/orgs/${team.id}/subscriptions/${subscribed.code}`);
  await call(caller, 'PUT', `/v1/orgs/${team.id}/default-helper`, { helperId: made[1]!.id });
  await call(caller, 'POST', '/v1/chat/sessions', {
    helperCode: made[0]!.code,
    title: '审阅一份租房合同',
  });
  return { teamCode: team.code, contract: made[0]! };
}

const visible = (locator: Locator) => expect(locator).toBeVisible();

/** What each page shows once it has loaded, in each language. */
function pages(seeded: Seeded) {
  const cards = (page: Page) => page.getByTestId('helper-card');
  const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
  return [
    {
      name: 'personal',
      path: '/setting/personal',
      // Five of mine and one used lately.
      ready: async (page: Page, en: boolean) => {
        await expect(title(page, en ? 'My helpers' : '我的助手')).toBeVisible();
        await expect(cards(page)).toHaveCount(6);
      },
    },
    {
      name: 'public',
      path: '/setting/public',
      ready: async (page: Page, en: boolean) => {
        await expect(title(page, en ? 'Helper square' : '助手广场')).toBeVisible();
        await expect(cards(page).filter({ hasText: CONTRACT.name })).toHaveCount(1);
      },
    },
    {
      name: 'team',
      path: `/setting/t/${seeded.teamCode}`,
      // Those shared with the team or the public (owners also see private ones).
      ready: async (page: Page) => {
        await expect(title(page, TEAM)).toBeVisible();
        for (const helper of TEAM_HELPERS.filter((h) => h.visibility !== 'private'))
          await expect(cards(page).filter({ hasText: helper.name })).toHaveCount(1);
      },
    },
    {
      name: 'orgSubsribe',
      path: '/setting/orgSubsribe',
      ready: async (page: Page, en: boolean) => {
        await expect(title(page, en ? 'Subscriptions' : '团队订阅')).toBeVisible();
        await expect(cards(page)).toHaveCount(1);
        await expect(cards(page)).toContainText(SUBSCRIBED.name);
        // Owners may end it (the button loads after the cards).
        await visible(cards(page).getByRole('button', { name: en ? 'Unsubscribe' : '取消订阅' }));
      },
    },
    {
      name: 'saleHelper',
      path: '/setting/saleHelper',
      ready: async (page: Page, en: boolean) => {
        await expect(title(page, en ? 'Sales helpers' : '销售助手')).toBeVisible();
        await expect(cards(page)).toHaveCount(1);
      },
    },
    {
      name: 'aiHelper',
      path: '/setting/aiHelper',
      ready: async (page: Page) => {
        await expect(title(page, '周报写作搭档')).toBeVisible();
      },
    },
    {
      name: 'helper',
      path: `/setting/s/${seeded.contract.code}`,
      ready: async (page: Page) => {
        await expect(title(page, CONTRACT.name)).toBeVisible();
        await expect(page.getByText('审阅一份租房合同')).toBeVisible();
      },
    },
    {
      name: 'editor',
      path: `/setting/helpers/${seeded.contract.id}/edit`,
      ready: async (page: Page, en: boolean) => {
        await expect(page.getByTestId('editor-status')).toHaveText(
          en ? /version 1/i : '已保存 · 版本 1',
        );
      },
    },
  ];
}

const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;

/** Lines of the page still in Chinese once the seeded (Chinese) data is taken out. */
async function untranslated(page: Page, data: string[]) {
  const longestFirst = [...data].sort((a, b) => b.length - a.length);
  // Avatars without a picture show the name's first character.
  const initials = new Set(data.map((text) => Array.from(text)[0]));
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => longestFirst.reduce((rest, item) => rest.split(item).join(' '), line).trim())
    .filter((line) => CJK.test(line) && !initials.has(line));
}

async function useLocale(page: Page, locale: Locale) {
  await page.evaluate((value) => localStorage.setItem('arco-locale', value), locale);
}

/** Nothing still loading, nothing wider than the screen, then the picture. */
async function shoot(page: Page, name: string, width: number) {
  await expect(page.locator('[aria-busy=true], .arco-spin-loading')).toHaveCount(0);
  if (width < 1024)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} scrolls sideways`,
    ).toBeLessThanOrEqual(width);
  await saveScreenshot(page, name);
}

test('every helper page in zh-CN and en-US, at 1440 and 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, LOOK_PHONE, '/setting/personal');
  const caller = await callerOf(page);
  const team = await currentTeam(caller, TEAM);
  // A retried test starts from nothing again.
  await removeMyHelpers(caller, team.id);
  await removeMyHelpers(caller, (await personalOrg(caller)).id);
  await removeSubscriptions(caller, team.id);
  await call(caller, 'PUT', `/v1/orgs/${team.id}/default-helper`, { helperId: null });
  await useLocale(page, 'zh-CN');

  // The empty state first: nothing made yet.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
    await page.goto('/setting/personal');
    await visible(page.getByTestId('helpers-empty').getByText('你还没有创建助手'));
    await shoot(page, `helpers-personal-empty-zh-CN-${width}`, width);
  }

  const seeded = await seed(caller, team);
  const { nickname } = await call<{ nickname: string }>(caller, 'GET', '/v1/user/info');
  const data = [
    TEAM,
    nickname,
    '审阅一份租房合同',
    ...[...TEAM_HELPERS, SUBSCRIBED].flatMap((helper) => [
      helper.name,
      helper.description ?? '',
      helper.welcome ?? '',
      helper.category ?? '',
      ...(helper.tags ?? []),
      ...(helper.suggestedQuestions ?? []),
    ]),
  ].filter(Boolean);
  for (const locale of LOCALES) {
    await useLocale(page, locale);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      for (const shot of pages(seeded)) {
        await page.goto(shot.path);
        await shot.ready(page, locale === 'en-US');
        const name = `helpers-${shot.name}-${locale}-${width}`;
        if (locale === 'en-US') expect(await untranslated(page, data), name).toEqual([]);
        await shoot(page, name, width);
      }
    }
  }
  await useLocale(page, 'zh-CN');
});
