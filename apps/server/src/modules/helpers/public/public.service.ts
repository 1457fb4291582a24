/** The public square: helpers anyone may find and use, signed in or not. */
import type { FastifyInstance } from 'fastify';
import type { PublicHelper, publicHelperListQuerySchema } from '@miaoyu/contracts';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { fileUrl } from '../../files';
import {
  findPublicHelper,
  findTeamByCode,
  listTeamPublicHelpers,
  listPublicHelpers,
  publicCategories,
  type PublicHelperRow,
} from './public.repo';

const CATEGORIES_SHOWN = 30;

/** Only the card's fields, whatever else the row holds (an instruction never leaves here). */
export const toPublicHelper = (row: PublicHelperRow): PublicHelper => ({
  code: row.code,
  name: row.name,
  avatar: row.avatar,
  description: row.description,
  kind: row.kind,
  category: row.category,
  tags: row.tags,
  welcome: row.welcome,
  suggestedQuestions: row.suggestedQuestions,
  authorName: row.authorName,
  teamName: row.teamName,
  useCount: row.useCount,
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

/** A team's page: its public helpers; an unknown code is a 404. */
export async function listTeam(
  app: FastifyInstance,
  code: string,
  query: { offset: number; limit: number; keyword?: string },
) {
  const team = await findTeamByCode(app.db, code);
  if (!team) throw new AppError(404, 'NOT_FOUND');
  const { list, hasMore } = await listTeamPublicHelpers(
    app.db,
    team.id,
    { keyword: query.keyword || undefined },
    query,
  );
  return {
    team: { name: team.name, code: team.code, logo: fileUrl(team.logo) },
    list: list.map(toPublicHelper),
    hasMore,
  };
}
