/**
 * Every page of the studio for `bench:web`, one per route of the web router (its route key from
 * the contract), with the address that opens it and what shows it. `uncoveredRouteKeys` names
 * the route keys with no page here, so a new route cannot slip past the benchmark.
 */
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';

/**
 * What shows a page: an element matching `css` (containing `text`, if given) laid out, and, with
 * `settled`, nothing loading any more (no skeleton, spinner or busy region) while the page's
 * content (a heading, table rows, a form, a card, an empty state) is there.
 */
export interface Visible {
  css: string;
  text?: string;
  settled?: boolean;
}

export interface BenchPage {
  name: string;
  routeKey: string;
  url: string;
  visible: Visible;
  /** Opened signed out (a visitor's view). */
  signedOut?: boolean;
}

/** Things the pages show, made through the API before the run (see `web-fixtures.ts`). */
export interface BenchFixtures {
  teamCode: string;
  chatHelper: { id: string; code: string; name: string };
  saleHelper: { code: string; name: string };
  serviceHelperId: string;
  dataset: { id: string; name: string };
  inviteCode: string;
  aiPage: { id: string; title: string; shareCode: string };
  article: { id: string; keyword: string; title: string };
  scene: { id: string; name: string };
}

/** Any page's content once it has stopped loading. */
const settled = (
  css = 'main h1, main h2, main h3, main table tbody tr, main form, main .arco-card, main .arco-empty, main .arco-list-item, main .arco-result',
): Visible => ({
  css,
  settled: true,
});

export function benchPages(f: BenchFixtures): BenchPage[] {
  const K = ROUTE_KEYS;
  return [
    { name: 'login', routeKey: K.login, url: '/login', visible: { css: 'input' }, signedOut: true },
    // The greeting shows with the page; the chart (ECharts) loads after it.
    {
      name: 'workplace',
      routeKey: K.workplace,
      url: '/dashboard/workplace',
      visible: { css: 'h1', text: '演示管理员' },
    },
    // A first visit: the newest session opens (or the new-chat screen), with its composer.
    { name: 'chat', routeKey: K.chat, url: '/chat', visible: { css: 'textarea' } },
    {
      name: 'helpers',
      routeKey: K.personal,
      url: '/setting/personal',
      visible: { ...settled('main h1'), text: '我的助手' },
    },
    // The square as a signed-out visitor sees it: no studio, the page and its own bar.
    {
      name: 'helper-square',
      routeKey: K.publicHelpers,
      url: '/setting/public',
      visible: { css: 'h1', text: '助手广场' },
      signedOut: true,
    },
    {
      name: 'team-subscriptions',
      routeKey: K.orgSubscribe,
      url: '/setting/orgSubsribe',
      visible: settled(),
    },
    {
      name: 'sales-helpers',
      routeKey: K.saleHelpers,
      url: '/setting/saleHelper',
      visible: settled(),
    },
    { name: 'ai-helper', routeKey: K.aiHelper, url: '/setting/aiHelper', visible: settled() },
    {
      name: 'team-helpers',
      routeKey: K.teamHelpers,
      url: `/setting/t/${f.teamCode}`,
      visible: settled(),
    },
    {
      name: 'helper-page',
      routeKey: K.helper,
      url: `/setting/s/${f.chatHelper.code}`,
      visible: { ...settled('main h1'), text: f.chatHelper.name },
    },
    {
      name: 'sales-workspace',
      routeKey: K.helper,
      url: `/setting/s/${f.saleHelper.code}`,
      visible: { ...settled('main h1'), text: f.saleHelper.name },
    },
    { name: 'helper-new', routeKey: K.helperNew, url: '/setting/helpers/new', visible: settled() },
    {
      name: 'helper-editor',
      routeKey: K.helperEdit,
      url: `/setting/helpers/${f.chatHelper.id}/edit`,
      visible: settled(),
    },
    {
      name: 'bot-settings',
      routeKey: K.botSettings,
      url: `/setting/helpers/${f.serviceHelperId}/bot`,
      visible: settled(),
    },
    {
      name: 'knowledge',
      routeKey: K.knowledge,
      url: '/knowledge',
      visible: { ...settled('main h1, main table tbody tr, main .arco-card, main .arco-empty') },
    },
    {
      name: 'documents',
      routeKey: K.knowledge,
      url: `/knowledge/${f.dataset.id}`,
      visible: { ...settled('main h1'), text: f.dataset.name },
    },
    { name: 'inbox', routeKey: K.inbox, url: '/setting/inbox', visible: settled() },
    { name: 'bot-logs', routeKey: K.botLogs, url: '/setting/botLogs', visible: settled() },
    { name: 'account', routeKey: K.account, url: '/setting/account', visible: settled() },
    { name: 'org', routeKey: K.org, url: '/setting/org', visible: settled() },
    { name: 'feedback', routeKey: K.feedback, url: '/setting/feedback', visible: settled() },
    { name: 'models', routeKey: K.models, url: '/setting/models', visible: settled() },
    { name: 'admin-users', routeKey: K.adminUsers, url: '/admin/users', visible: settled() },
    { name: 'admin-orgs', routeKey: K.adminOrgs, url: '/admin/orgs', visible: settled() },
    {
      name: 'admin-feedback',
      routeKey: K.adminFeedback,
      url: '/admin/feedback',
      visible: settled(),
    },
    { name: 'admin-menus', routeKey: K.adminMenus, url: '/admin/menus', visible: settled() },
    { name: 'admin-system', routeKey: K.adminSystem, url: '/admin/system', visible: settled() },
    {
      name: 'admin-model-hosts',
      routeKey: K.adminModelHosts,
      url: '/admin/model-hosts',
      visible: settled(),
    },
    { name: 'ai-pages', routeKey: K.aiPages, url: '/ai-pages', visible: settled() },
    { name: 'scenes', routeKey: K.businessScene, url: '/business-scene', visible: settled() },
    {
      name: 'scene-editor',
      routeKey: K.businessSceneEditor,
      url: `/business-scene/${f.scene.id}`,
      visible: { css: '[data-testid="scene-node"]' },
    },
    {
      name: 'ai-page-new',
      routeKey: K.aiPageNew,
      url: '/ai-pages/new',
      visible: { css: 'textarea' },
    },
    {
      name: 'ai-page-editor',
      routeKey: K.aiPage,
      url: `/ai-pages/${f.aiPage.id}`,
      visible: { css: 'main h1', text: f.aiPage.title },
    },
    // A shared page as a customer opens its link, signed out: no studio, the page in its frame.
    {
      name: 'ai-share',
      routeKey: K.aiPages,
      url: `/aiShare/${f.aiPage.shareCode}`,
      visible: { css: '.bar b', text: f.aiPage.title },
      signedOut: true,
    },
    {
      name: 'admin-articles',
      routeKey: K.adminArticles,
      url: '/admin/articles',
      visible: settled(),
    },
    {
      name: 'admin-article',
      routeKey: K.adminArticle,
      url: `/admin/articles/${f.article.id}`,
      visible: { css: '.ProseMirror', text: '基准文章的正文' },
    },
    // A published article as anyone reads it, signed out: the server's page, no studio.
    {
      name: 'rich-text',
      routeKey: K.adminArticles,
      url: `/richText/${f.article.keyword}`,
      visible: { css: 'main h1', text: f.article.title },
      signedOut: true,
    },
    // An invitation as the person invited opens it, signed out.
    {
      name: 'invite',
      routeKey: K.invite,
      url: `/invite/${f.inviteCode}`,
      visible: settled('h1, h2, h3, .arco-card, .arco-result, form'),
      signedOut: true,
    },
  ];
}

/** Route keys of groups (a menu heading or a parent that only redirects), not pages. */
const GROUPS: readonly string[] = [
  ROUTE_KEYS.dashboard,
  ROUTE_KEYS.helpers,
  ROUTE_KEYS.customerService,
  ROUTE_KEYS.admin,
  ROUTE_KEYS.setting,
];

/**
 * Addresses a sign-in passes through: each moves on (to DingTalk, WeChat or the identity
 * provider, or to the page it signed in to) instead of showing a page of its own.
 */
const TRANSIT: readonly string[] = [
  ROUTE_KEYS.dingTalkSignIn,
  ROUTE_KEYS.weChatSignIn,
  ROUTE_KEYS.weChatCallback,
  ROUTE_KEYS.ssoCallback,
  ROUTE_KEYS.businessScene,
];

/** Route keys of the web router with no page in the benchmark. */
export function uncoveredRouteKeys(pages: readonly BenchPage[]): string[] {
  const covered = new Set(pages.map((page) => page.routeKey));
  return Object.values(ROUTE_KEYS).filter(
    (key) => !GROUPS.includes(key) && !TRANSIT.includes(key) && !covered.has(key),
  );
}

/**
 * Runs in the page from its start: notes (page clock) the first frame in which the page shows.
 * Measured in the page, so a busy machine's slower polling does not move it. A string, not a
 * function: tsx's name helpers do not exist in the page.
 */
export const watchVisible = (visible: Visible) => `
  performance.setResourceTimingBufferSize(1000);
  const visible = ${JSON.stringify(visible)};
  const loading = () =>
    document.querySelector(
      '[aria-busy="true"], .arco-spin-loading, .arco-spin > .arco-spin-icon, .arco-skeleton',
    ) !== null;
  const shown = () =>
    Array.from(document.querySelectorAll(visible.css)).some(
      (element) =>
        (!visible.text || element.textContent.includes(visible.text)) &&
        element.getClientRects().length > 0,
    ) && !(visible.settled && loading());
  const tick = () => {
    if (shown()) window.benchVisibleAt = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;
