/** The studio's addresses of AI pages. */
export const PAGES_PATH = '/ai-pages';
export const pagePathOf = (pageId: string) => `${PAGES_PATH}/${pageId}`;

/** Writing a new page, from a conversation's answer when given. */
export function newPagePath(from?: { sessionId: string; answerId?: string }): string {
  if (!from) return `${PAGES_PATH}/new`;
  const query = new URLSearchParams({ sessionId: from.sessionId });
  if (from.answerId) query.set('answerId', from.answerId);
  return `${PAGES_PATH}/new?${query.toString()}`;
}
