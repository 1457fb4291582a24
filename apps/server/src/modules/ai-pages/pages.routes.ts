/** The studio's pages: list, read, rename, delete, versions (read, edit by hand, restore), links. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AI_PAGE_MAX_CHARS,
  aiPageEditRequestSchema,
  aiPageListQuerySchema,
  aiPageListSchema,
  aiPageParamsSchema,
  aiPageRenameRequestSchema,
  aiPageRestoreRequestSchema,
  aiPageSchema,
  aiPageShareParamsSchema,
  aiPageVersionHtmlSchema,
  aiPageVersionParamsSchema,
  aiShareListSchema,
  aiShareSchema,
  orgIdParamsSchema,
} from '@miaoyu/contracts';
import { z } from 'zod';
import { orgItemGate } from '../../lib/edit-gate';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { orgMemberGate } from '../orgs';
import {
  editablePage,
  editPage,
  getPage,
  getVersionHtml,
  listPages,
  removePage,
  renameOwnPage,
  restoreVersion,
} from './pages.service';
import { listShares, revokePageShare } from './shares.service';
import type { StudioOrigin } from './studio-origin';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422, 429);
const doc = { tags: ['ai-pages'], security: [{ studioToken: [] }] };
const ids = (params: { orgId: string; pageId: string }) =>
  [BigInt(params.orgId), BigInt(params.pageId)] as const;

const pageRoutes: FastifyPluginAsyncZod<{ studioOrigin: StudioOrigin }> = async (
  app,
  { studioOrigin },
) => {
  const gate = { preValidation: orgMemberGate(app.db) };
  // Changing a page is its author's or a manager's: refused before the body is read.
  const editGate = {
    preValidation: orgItemGate('pageId', (caller, orgId, pageId) =>
      editablePage(app.db, caller, orgId, pageId),
    ),
  };

  app.get(
    '/v1/orgs/:orgId/ai-pages',
    {
      ...gate,
      schema: {
        ...doc,
        summary: "My pages or the team's, newest first, searched by title",
        params: orgIdParamsSchema,
        querystring: aiPageListQuerySchema,
        response: { 200: aiPageListSchema, ...errors },
      },
    },
    async (request) =>
      listPages(app.db, requireCaller(request), BigInt(request.params.orgId), request.query),
  );

  app.get(
    '/v1/orgs/:orgId/ai-pages/:pageId',
    {
      ...gate,
      schema: {
        ...doc,
        summary: 'A page: its current HTML and its versions',
        params: aiPageParamsSchema,
        response: { 200: aiPageSchema, ...errors },
      },
    },
    async (request) => getPage(app.db, requireCaller(request), ...ids(request.params)),
  );

  app.patch(
    '/v1/orgs/:orgId/ai-pages/:pageId',
    {
      ...editGate,
      schema: {
        ...doc,
        summary: 'Rename a page',
        params: aiPageParamsSchema,
        body: aiPageRenameRequestSchema,
        response: { 200: aiPageSchema, ...errors },
      },
    },
    async (request) =>
      renameOwnPage(app.db, requireCaller(request), ...ids(request.params), request.body.title),
  );

  app.delete(
    '/v1/orgs/:orgId/ai-pages/:pageId',
    {
      ...gate,
      schema: {
        ...doc,
        summary: 'Delete a page, its versions and its links',
        params: aiPageParamsSchema,
        response: { 200: z.object({ deleted: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      await removePage(app.db, requireCaller(request), ...ids(request.params));
      return { deleted: true };
    },
  );

  app.get(
    '/v1/orgs/:orgId/ai-pages/:pageId/versions/:n',
    {
      ...gate,
      schema: {
        ...doc,
        summary: "A version's HTML",
        params: aiPageVersionParamsSchema,
        response: { 200: aiPageVersionHtmlSchema, ...errors },
      },
    },
    async (request) =>
      getVersionHtml(app.db, requireCaller(request), ...ids(request.params), request.params.n),
  );

  app.post(
    '/v1/orgs/:orgId/ai-pages/:pageId/versions',
    {
      ...editGate,
      // A page of 2 million characters, most of them three bytes in UTF-8, and its JSON.
      bodyLimit: AI_PAGE_MAX_CHARS * 4,
      schema: {
        ...doc,
        summary: 'Save a change made by hand as a new version (409 over a newer one)',
        params: aiPageParamsSchema,
        body: aiPageEditRequestSchema,
        response: { 200: aiPageSchema, ...errors },
      },
    },
    async (request) =>
      editPage(app.db, requireCaller(request), ...ids(request.params), request.body),
  );

  app.post(
    '/v1/orgs/:orgId/ai-pages/:pageId/versions/:n/restore',
    {
      ...editGate,
      schema: {
        ...doc,
        summary: 'Bring a version back as the newest',
        params: aiPageVersionParamsSchema,
        body: aiPageRestoreRequestSchema,
        response: { 200: aiPageSchema, ...errors },
      },
    },
    async (request) =>
      restoreVersion(
        app.db,
        requireCaller(request),
        ...ids(request.params),
        request.params.n,
        request.body.baseVersion,
      ),
  );

  app.get(
    '/v1/orgs/:orgId/ai-pages/:pageId/shares',
    {
      ...gate,
      schema: {
        ...doc,
        summary: "A page's links, with their views",
        params: aiPageParamsSchema,
        response: { 200: aiShareListSchema, ...errors },
      },
    },
    async (request) =>
      listShares(app.db, requireCaller(request), ...ids(request.params), studioOrigin(request)),
  );

  app.delete(
    '/v1/orgs/:orgId/ai-pages/:pageId/shares/:shareId',
    {
      ...gate,
      schema: {
        ...doc,
        summary: 'Revoke a link: it stops opening at once',
        params: aiPageShareParamsSchema,
        response: { 200: aiShareSchema, ...errors },
      },
    },
    async (request) =>
      revokePageShare(
        app.db,
        requireCaller(request),
        ...ids(request.params),
        BigInt(request.params.shareId),
        studioOrigin(request),
      ),
  );
};

export default pageRoutes;
