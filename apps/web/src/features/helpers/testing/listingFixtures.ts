import type { HelperProfile } from '@miaoyu/contracts/helper-use';
import { DEFAULT_HELPER_SETTINGS, type Helper, type PublicHelper } from '@miaoyu/contracts/helpers';

/** One of an org's helpers as the server lists it; tests change what they need. */
export function helperFixture(changes: Partial<Helper> = {}): Helper {
  return {
    id: '101',
    code: 'abcdefgh01',
    orgId: '7',
    ...DEFAULT_HELPER_SETTINGS,
    name: '写作搭档',
    kind: 'chat',
    description: '帮你润色文案、拟标题',
    authorId: '42',
    authorName: '小妙',
    version: 1,
    useCount: 12,
    manageable: true,
    modelStatus: 'ok',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

/** A public helper as anyone sees it. */
export function publicHelperFixture(changes: Partial<PublicHelper> = {}): PublicHelper {
  return {
    code: 'pubhelper1',
    name: '法务顾问',
    avatar: '',
    description: '合同审阅与风险提示',
    kind: 'chat',
    category: '法律',
    tags: ['合同', '风险'],
    welcome: '你好，我可以帮你看合同。',
    suggestedQuestions: ['这份合同有什么风险？'],
    authorName: '老王',
    teamName: '律所',
    useCount: 2400,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

/** A helper's page as a signed-in user of org 7 sees it. */
export function profileFixture(changes: Partial<HelperProfile> = {}): HelperProfile {
  return {
    ...publicHelperFixture(),
    id: '201',
    orgId: '9',
    visibility: 'public',
    modelStatus: 'ok',
    manageable: false,
    subscribed: false,
    subscribable: true,
    ...changes,
  };
}

/** Many public helpers, numbered from `from`. */
export const publicHelpers = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) =>
    publicHelperFixture({
      code: `code${String(from + index).padStart(6, '0')}`,
      name: `助手 ${from + index}`,
    }),
  );
