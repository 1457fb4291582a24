/**
 * Rich-text articles. The domain's error codes, each with its text in Chinese, the source; the
 * English is beside it, in `errors.en-US.ts`.
 */
export const ARTICLE_ERRORS = {
  ARTICLE_KEYWORD_TAKEN: '已有文章使用这个关键词',
  ARTICLE_STALE: '文章已被别人修改，请刷新后再保存',
  ARTICLE_EMPTY: '文章内容不能为空',
} as const satisfies Record<string, string>;
