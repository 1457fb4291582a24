import type { App } from '../../src/app';
import { insertArticle, insertVersion } from '../../src/modules/articles/repo';

/** An article with one Chinese version, for the platform's administration rows. */
export async function articleWorldOf(app: App, n: number, adminId: bigint): Promise<string> {
  const article = await insertArticle(app.db, {
    keyword: `matrix-${n}`,
    category: 'page',
    createdBy: adminId,
  });
  await insertVersion(app.db, {
    articleId: article!.id,
    locale: 'zh-CN',
    n: 1,
    title: '条款',
    html: '<p>条款</p>',
    createdBy: adminId,
  });
  return String(article!.id);
}
