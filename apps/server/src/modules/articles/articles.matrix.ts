import type { MatrixAction } from '../../../test/matrix/actions';

const admins = ['platformAdmin'] as const;
const article = (id: string, rest = '') => `/v1/admin/articles/${id}${rest}`;

/** Articles are the platform's: only its admins write, publish and delete them. */
export const MATRIX: MatrixAction[] = [
  {
    name: 'list articles',
    request: () => ({ method: 'GET', url: '/v1/admin/articles' }),
    allowed: [...admins],
  },
  {
    name: 'start an article',
    request: (w) => ({
      method: 'POST',
      url: '/v1/admin/articles',
      payload: { keyword: `new-${w.articleId}`, category: 'page' },
    }),
    allowed: [...admins],
  },
  {
    name: 'read an article',
    request: (w) => ({ method: 'GET', url: article(w.articleId) }),
    allowed: [...admins],
  },
  {
    name: "save an article's language",
    request: (w) => ({
      method: 'PUT',
      url: article(w.articleId, '/zh-CN'),
      payload: { title: '条款', html: '<p>新条款</p>', baseVersion: 1 },
    }),
    allowed: [...admins],
  },
  {
    name: "read a version of an article's language",
    request: (w) => ({ method: 'GET', url: article(w.articleId, '/zh-CN/versions/1') }),
    allowed: [...admins],
  },
  {
    name: "publish an article's language",
    request: (w) => ({
      method: 'PUT',
      url: article(w.articleId, '/zh-CN/published'),
      payload: { version: 1 },
    }),
    allowed: [...admins],
  },
  {
    name: "take an article's language down",
    request: (w) => ({ method: 'DELETE', url: article(w.articleId, '/zh-CN/published') }),
    allowed: [...admins],
  },
  {
    name: 'delete an article',
    request: (w) => ({ method: 'DELETE', url: article(w.articleId) }),
    allowed: [...admins],
  },
];
