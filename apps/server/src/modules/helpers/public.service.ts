/** The public square: helpers anyone may find and use, signed in or not. */
import type { FastifyInstance } from 'fastify';
import type { PublicHelper, publicHelperListQuerySchema } from '@miaoyu/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import {
  findPublicHelper,
  listPublicHelpers,
  publicCategories,
  type PublicHelperRow,
} from './public.repo';

const CATEGORIES_SHOWN = 30;

const toPublicHelper = (row: PublicHelperRow): PublicHelper => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listPublic(
  app: FastifyInstance,
  query: z.output<typeof publicHelperListQuerySchema>,
) {
  const { list, hasMore } = await listPublicHelpers(
    app.db,
    {
      kind: query.kind,
      category: query.category || undefined,
      tag: query.tag || undefined,
      keyword: query.keyword || undefined,
      sort: query.sort,
    },
    { offset: query.offset, limit: query.limit },
  );
  return { list: list.map(toPublicHelper), hasMore };
}

/** A public helper's profile; an unknown or non-public code is the same 404. */
export async function getPublic(app: FastifyInstance, code: string): Promise<PublicHelper> {
  const row = await findPublicHelper(app.db, code);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return toPublicHelper(row);
}

export async function listCategories(app: FastifyInstance) {
  return { list: await publicCategories(app.db, CATEGORIES_SHOWN) };
}
