/** Platform administration of articles: write each language as versions, publish, delete. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleCreateRequestSchema,
  articleListSchema,
  articleLocaleParamsSchema,
  articleParamsSchema,
  articlePublishRequestSchema,
  articleSaveRequestSchema,
  articleSchema,
  articleVersionParamsSchema,
  ARTICLE_HTML_MAX_CHARS,
} from '@miaoyu/contracts/articles';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller, requirePlatformAdmin } from '../../plugins/auth';
import {
  createArticle,
  getArticle,
  getArticleVersion,
  listArticles,
  publishArticle,
  removeArticle,
  saveArticle,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422, 429);
const doc = { tags: ['admin'], security: [{ studioToken: [] }] };

const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requirePlatformAdmin);
  const article = (request: { params: { articleId: string } }) => BigInt(request.params.articleId);

  app.get(
    '/v1/admin/articles',
    {
      schema: {
        ...doc,
        summary: 'Every article with each language’s draft and published version',
        response: { 200: articleListSchema, ...errors },
      },
    },
    async (request) => listArticles(app.db, requireCaller(request)),
  );

  app.post(
    '/v1/admin/articles',
    {
      schema: {
        ...doc,
        summary: 'Start an article under a keyword (`/richText/{keyword}`)',
        body: articleCreateRequestSchema,
        response: { 200: articleSchema, ...errors },
      },
    },
    async (request) => createArticle(app.db, requireCaller(request), request.body),
  );

  app.get(
    '/v1/admin/articles/:articleId',
    {
      schema: {
        ...doc,
        summary: 'An article: each language’s newest version and the history',
        params: articleParamsSchema,
        response: { 200: articleSchema, ...errors },
      },
    },
    async (request) => getArticle(app.db, requireCaller(request), article(request)),
  );

  app.delete(
    '/v1/admin/articles/:articleId',
    {
      schema: {
        ...doc,
        summary: 'Delete an article, its versions and publications',
        params: articleParamsSchema,
        response: { 200: z.object({ deleted: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      await removeArticle(app.db, requireCaller(request), article(request));
      return { deleted: true };
    },
  );

  app.put(
    '/v1/admin/articles/:articleId/:locale',
    {
      bodyLimit: ARTICLE_HTML_MAX_CHARS * 4,
      schema: {
        ...doc,
        summary: 'Save a language as a new version (sanitised; 409 over a newer version)',
        params: articleLocaleParamsSchema,
        body: articleSaveRequestSchema,
        response: { 200: articleSchema, ...errors },
      },
    },
    async (request) =>
      saveArticle(
        app.db,
        requireCaller(request),
        article(request),
        request.params.locale,
        request.body,
      ),
  );

  app.get(
    '/v1/admin/articles/:articleId/:locale/versions/:n',
    {
      schema: {
        ...doc,
        summary: 'A version of one language',
        params: articleVersionParamsSchema,
        response: {
          200: z.object({ n: z.number().int(), title: z.string(), html: z.string() }),
          ...errors,
        },
      },
    },
    async (request) =>
      getArticleVersion(
        app.db,
        requireCaller(request),
        article(request),
        request.params.locale,
        request.params.n,
      ),
  );

  app.put(
    '/v1/admin/articles/:articleId/:locale/published',
    {
      schema: {
        ...doc,
        summary: 'Publish a version of one language',
        params: articleLocaleParamsSchema,
        body: articlePublishRequestSchema,
        response: { 200: articleSchema, ...errors },
      },
    },
    async (request) =>
      publishArticle(
        app.db,
        requireCaller(request),
        article(request),
        request.params.locale,
        request.body.version,
      ),
  );

  app.delete(
    '/v1/admin/articles/:articleId/:locale/published',
    {
      schema: {
        ...doc,
        summary: 'Take one language down (its versions stay)',
        params: articleLocaleParamsSchema,
        response: { 200: articleSchema, ...errors },
      },
    },
    async (request) =>
      publishArticle(app.db, requireCaller(request), article(request), request.params.locale, null),
  );
};

export default articleRoutes;
