import type { AI_PAGE_ERRORS } from './errors';

/** AI_PAGE_ERRORS in English: every code of the domain, none other. */
export const AI_PAGE_ERRORS_EN: Record<keyof typeof AI_PAGE_ERRORS, string> = {
  AI_PAGE_NOT_HTML: 'The model did not write a web page; try asking another way',
  AI_PAGE_TOO_LARGE: 'The page is too large (2 MB at most)',
  AI_PAGE_TOO_DEEP: 'The page nests its tags too deep ({max} levels at most)',
  AI_PAGE_STALE: 'The page has changed since you opened it; reload it, then save',
  AI_PAGE_NO_MODEL: 'The team has no chat model yet, so it cannot write pages',
  AI_PAGE_NOT_YOURS: "Only the page's author or a team admin may change it",
  AI_SHARE_GONE: 'This link no longer works',
  AI_SHARE_PASSWORD: 'The password is not right',
  AI_SHARE_LOCKED: 'Enter the password to see this page',
};
