/** Route paths that more than one part of the app links to. */
export const paths = {
  home: '/dashboard/workplace',
  login: '/login',
  /** Where `/` leads (spec §2): the helpers I made. */
  personal: '/setting/personal',
  models: '/setting/models',
  /** A helper's own page (spec `s/:code`): who it is, and a way to talk with it. */
  helper: (code: string) => `/setting/s/${code}`,
  helperEdit: (helperId: string) => `/setting/helpers/${helperId}/edit`,
  /** A customer-service helper's bot: look, handoff, keys and embed code. */
  botSettings: (helperId: string) => `/setting/helpers/${helperId}/bot`,
  /** The team's plan and points: where a refusal for points or a plan's limit leads. */
  plan: '/setting/plan',
} as const;

/**
 * Navigation state that makes the new page take the place of the current page's tab (a page
 * that is done, such as "new helper" once saved), instead of opening a tab beside it.
 */
export const REPLACES_TAB = { replacesTab: true } as const;

export const replacesTab = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'replacesTab' in state;
