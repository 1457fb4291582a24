import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  startDingTalkStub,
  type DingTalkStub,
} from '../../apps/server/test/identity/dingtalk-stub';
import { startOidcIdp, type OidcIdp } from '../../apps/server/test/identity/oidc-idp';
import { startWeChatStub, type WeChatStub } from '../../apps/server/test/identity/wechat-stub';
import { signInThroughForm } from '../support/login';
import { saveScreenshot } from '../support/screens';
import { E2E_BASE_URL, E2E_DINGTALK_PORT, E2E_IDP_PORT, E2E_WECHAT_PORT } from '../support/server';

const OWNER_PHONE = '13910000301';
const LINKER_PHONE = '13910000302';
const TEAM = '钉钉微信测试团队';
const IN_DINGTALK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.6.0) DingTalk/7.6.0 language/zh-Hans-CN';
const IN_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN';
const PHONE = { width: 375, height: 812 };

/** Who the browser is signed in as, read from what the studio stored once it left the flow. */
async function signedInUser(page: Page) {
  await page.waitForURL(
    (url) =>
      url.origin === E2E_BASE_URL && !/^\/(dingtalk|wxLogin|wxToLogin|oauth2)\//.test(url.pathname),
  );
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('token')).catch(() => null))
    .not.toBeNull();
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as Record<string, string>,
  );
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** The team's owner on the organisation page, in a tab of their own. */
async function ownerOnOrgPage(browser: Browser) {
  const owner = await browser.newPage();
  await owner.goto(`/login?redirect=${encodeURIComponent('/setting/org')}`);
  await signInThroughForm(owner, OWNER_PHONE);
  return owner;
}

/** Fills one provider's drawer on the team's sign-in tab and saves it. */
async function setUp(page: Page, card: string, fields: Record<string, string>) {
  await page.getByRole('region', { name: card }).getByRole('button', { name: '设置' }).click();
  const drawer = page.locator('.arco-drawer');
  for (const [label, value] of Object.entries(fields))
    await drawer.getByLabel(label, { exact: true }).fill(value);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存').last()).toBeVisible();
  await expect(drawer).toBeHidden();
}

/**
 * DingTalk's app as a page inside it sees it: the JS bridge `dd.requestAuthCode` talks to, which
 * hands out a free-login code of the app for the person using it.
 */
async function insideDingTalk(context: BrowserContext, ding: DingTalkStub, unionId: string) {
  await context.exposeFunction('__dingTalkCode', (corpId: string, clientId: string) =>
    ding.inAppCode({ corpId, clientId, unionId }),
  );
  await context.addInitScript(() => {
    const app = window as unknown as {
      __dingTalkCode: (corpId: string, clientId: string) => Promise<string>;
      WebViewJavascriptBridge: unknown;
    };
    app.WebViewJavascriptBridge = {
      init() {},
      registerHandler() {},
      callHandler(
        name: string,
        params: { corpId: string; clientId: string },
        answer: (reply: object) => void,
      ) {
        if (name !== 'runtime.permission.requestAuthCodeV2')
          return answer({ errorCode: '1', errorMessage: `no ${name} here` });
        void app
          .__dingTalkCode(params.corpId, params.clientId)
          .then((code) => answer({ errorCode: '0', result: { code } }));
      },
    };
  });
}

test.describe('sign-in through a team’s DingTalk, WeChat and single sign-on', () => {
  let ding: DingTalkStub;
  let wx: WeChatStub;
  let idp: OidcIdp;
  let tenant = '';

  test.beforeAll(async () => {
    [ding, wx, idp] = await Promise.all([
      startDingTalkStub({ port: E2E_DINGTALK_PORT }),
      startWeChatStub({ port: E2E_WECHAT_PORT }),
      startOidcIdp({
        port: E2E_IDP_PORT,
        clients: [
          {
            client_id: 'studio',
            client_secret: 'idp-secret',
            redirect_uris: [`${E2E_BASE_URL}/oauth2/authorize`],
          },
        ],
        accounts: { 'emp-7': { name: '赵工程师', email: 'zhao@corp.example' } },
      }),
    ]);
    ding.addApp({ clientId: 'dingapp', clientSecret: 'ding-secret', corpId: 'dingcorp1' });
    ding.addUser({ unionId: 'union-qian', nick: '钱经理', corps: { dingcorp1: 'u100' } });
    wx.addApp({ appid: 'wxweb', secret: 'wx-web-secret', kind: 'website' });
    wx.addApp({ appid: 'wxoa', secret: 'wx-oa-secret', kind: 'official' });
    wx.addUser({ unionid: 'wx-sun', nickname: '孙同学' });
    wx.addUser({ unionid: 'wx-link', nickname: '绑定的微信' });
  });
  test.afterAll(() => Promise.all([ding?.close(), wx?.close(), idp?.close()]));

  test('an owner sets the three up on the organisation page', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/login?redirect=${encodeURIComponent('/setting/org')}`);
    await signInThroughForm(page, OWNER_PHONE);
    await page.getByRole('button', { name: '创建团队' }).click();
    await page.getByLabel('团队名称').fill(TEAM);
    await page.getByRole('button', { name: '创建', exact: true }).click();
    await expect(page.getByRole('heading', { name: TEAM })).toBeVisible();
    await page.getByRole('tab', { name: '登录方式' }).click();

    await setUp(page, '钉钉', {
      'CorpId（组织 ID）': 'dingcorp1',
      'Client ID（AppKey）': 'dingapp',
      'Client Secret（AppSecret）': 'ding-secret',
    });
    await setUp(page, '微信', {
      '网站应用 AppID（电脑扫码）': 'wxweb',
      '网站应用 AppSecret': 'wx-web-secret',
      '公众号 AppID（微信内登录）': 'wxoa',
      '公众号 AppSecret': 'wx-oa-secret',
    });
    await setUp(page, '单点登录', {
      'Issuer 地址': idp.issuer,
      'Client ID': 'studio',
      'Client Secret': 'idp-secret',
      按钮文字: '公司统一登录',
    });
    for (const card of ['钉钉', '微信', '单点登录']) {
      await page
        .getByRole('region', { name: card })
        .getByRole('button', { name: '测试连接' })
        .click();
      await expect(page.getByText('连接正常').last()).toBeVisible();
    }
    const link = await page.getByLabel('登录链接').last().inputValue();
    tenant = new URL(link).searchParams.get('tenant') ?? '';
    expect(tenant).not.toBe('');
    await expect(page.locator('.arco-message')).toHaveCount(0, { timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'sign-in-settings-zh-CN');
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'sign-in-settings-375');
  });

  test('the team’s sign-in link shows its buttons, in Chinese, in English and on a phone', async ({
    page,
  }) => {
    await page.goto(`/login?tenant=${tenant}`);
    await expect(page.getByText(`${TEAM} 的成员可以使用`)).toBeVisible();
    for (const name of ['使用钉钉登录', '使用微信登录', '公司统一登录'])
      await expect(
        page.getByRole('link', { name }).or(page.getByRole('button', { name })),
      ).toBeVisible();
    await saveScreenshot(page, 'sign-in-providers-zh-CN');
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'sign-in-providers-375');
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByText(`For members of ${TEAM}`)).toBeVisible();
    await saveScreenshot(page, 'sign-in-providers-en-US', { gone: page.locator('.arco-message') });
  });

  test('DingTalk in a browser, then in the DingTalk app: one new member, signed in again', async ({
    page,
    browser,
  }) => {
    ding.signedInAs('union-qian');
    await page.goto(`/login?tenant=${tenant}`);
    await page.getByRole('link', { name: '使用钉钉登录' }).click();
    const first = await signedInUser(page);
    expect(first).toMatchObject({ nickname: '钱经理', orgName: TEAM });
    await signOut(page);
    await page.goto(`/dingtalk/${tenant}`);
    expect((await signedInUser(page)).id).toBe(first.id);

    const app = await browser.newContext({ userAgent: IN_DINGTALK, viewport: PHONE });
    await insideDingTalk(app, ding, 'union-qian');
    const inside = await app.newPage();
    await inside.goto(`/dingtalk/${tenant}`);
    expect((await signedInUser(inside)).id).toBe(first.id);
    await app.close();
  });

  test('WeChat by the QR code, then inside WeChat: one person, in the team', async ({
    page,
    browser,
  }) => {
    // Anyone has a WeChat: the owner lets newcomers in for this team.
    const owner = await ownerOnOrgPage(browser);
    await owner.getByRole('tab', { name: '登录方式' }).click();
    await owner.getByRole('region', { name: '微信' }).getByRole('button', { name: '修改' }).click();
    await owner.locator('.arco-drawer').getByText('只有团队成员可以登录（新成员请先邀请）').click();
    await owner.getByRole('option', { name: /组织内的人都可以登录/ }).click();
    await owner.locator('.arco-drawer').getByRole('button', { name: '保存' }).click();
    await expect(owner.getByText('已保存').last()).toBeVisible();
    await owner.close();

    wx.signedInAs('wx-sun');
    await page.goto(`/login?tenant=${tenant}`);
    await page.getByRole('link', { name: '使用微信登录' }).click();
    const first = await signedInUser(page);
    expect(first).toMatchObject({ nickname: '孙同学', orgName: TEAM });
    await signOut(page);

    const inWeChat = await browser.newContext({ userAgent: IN_WECHAT, viewport: PHONE });
    const phone = await inWeChat.newPage();
    await phone.goto(`/wxLogin/${tenant}`);
    expect((await signedInUser(phone)).id).toBe(first.id);
    await inWeChat.close();
  });

  test('single sign-on through the identity provider’s own screens lands on the business scenes', async ({
    page,
  }) => {
    await page.goto(`/login?tenant=${tenant}`);
    await page.getByRole('button', { name: '公司统一登录' }).click();
    await page.locator('input[name=login]').fill('emp-7');
    await page.locator('input[name=password]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    // Spec §2: single sign-on lands on the business scenes.
    await expect(page).toHaveURL(/\/business-scene$/);
    const first = await signedInUser(page);
    expect(first).toMatchObject({ nickname: '赵工程师', orgName: TEAM });
    await signOut(page);
    await page.goto(`/login?tenant=${tenant}`);
    await page.getByRole('button', { name: '公司统一登录' }).click();
    // Still signed in at the provider: straight back.
    await expect(page).toHaveURL(/\/business-scene$/);
    expect((await signedInUser(page)).id).toBe(first.id);
  });

  test('a member links WeChat to their phone account, then signs in by either', async ({
    page,
    browser,
  }) => {
    const owner = await ownerOnOrgPage(browser);
    await owner.getByRole('tab', { name: '邀请' }).click();
    await owner.getByRole('button', { name: '生成邀请链接' }).click();
    const invite = await owner.getByLabel('新的邀请链接').inputValue();
    await owner.close();

    await page.goto(invite);
    await page.getByRole('button', { name: /登录/ }).first().click();
    await signInThroughForm(page, LINKER_PHONE);
    await page.getByRole('button', { name: /加入/ }).click();
    await page.goto('/setting/account');
    wx.signedInAs('wx-link');
    await page.getByRole('button', { name: `绑定微信（${TEAM}）` }).click();
    await expect(page.getByText('已绑定微信')).toBeVisible();
    await expect(page).toHaveURL(/\/setting\/account$/);
    await expect(page.getByTestId('identity')).toContainText('绑定的微信');
    const phoneUser = await signedInUser(page);
    await saveScreenshot(page, 'account-identities-zh-CN');

    await signOut(page);
    await page.goto(`/wxLogin/${tenant}`);
    expect((await signedInUser(page)).id).toBe(phoneUser.id);
    await signOut(page);
    await signInThroughForm(page, LINKER_PHONE);
    expect((await signedInUser(page)).id).toBe(phoneUser.id);
  });
});
