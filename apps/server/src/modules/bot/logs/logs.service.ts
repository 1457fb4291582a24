/**
 * The bots' logs for the team's managers (`helper:manage`): conversations with filters, daily
 * charts, a CSV export, and a disliked answer corrected into a dataset's Q&A.
 */
import type { FastifyInstance } from 'fastify';
import { writeToString } from '@fast-csv/format';
import { calendarDay, DEFAULT_TIME_ZONE } from '@miaoyu/contracts';
import { type BotLogQuery, type BotLogStats } from '@miaoyu/contracts/bot';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { MANAGE_HELPERS } from '../../helpers';
import { addContent, qaPairs, type KnowledgeLimits } from '../../knowledge';
import { requireOrgPermission } from '../../orgs';
import { visitorName } from '../inbox/inbox.repo';
import { dailyStats, exportRows, findOrgBotAnswer, listLogs, type LogFilter } from './logs.repo';
import { messagePage } from '../messages.repo';
import { findOrgVisitorSession } from '../sessions.repo';

type Query = Omit<BotLogQuery, 'unanswered' | 'handedOff'> & {
  unanswered?: boolean;
  handedOff?: boolean;
};

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
const EXPORT_MAX_ROWS = 50_000;

/** The filter of a query: the last 30 days unless said, at most a year. */
export function logFilter(query: Query): LogFilter {
  const today = calendarDay(new Date(), DEFAULT_TIME_ZONE);
  const to = query.to ?? today;
  const from =
    query.from ??
    calendarDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * 86_400_000), 'UTC');
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (Number.isNaN(span) || span < 0 || span >= MAX_DAYS)
    throw new AppError(422, 'VALIDATION_FAILED', {}, [
      { loc: ['query', 'from'], msg: 'validation.date' },
    ]);
  return {
    from,
    to,
    ...(query.helperId === undefined ? {} : { helperId: BigInt(query.helperId) }),
    ...(query.keyId === undefined ? {} : { keyId: BigInt(query.keyId) }),
    ...(query.feedback === undefined ? {} : { feedback: query.feedback }),
    ...(query.unanswered ? { unanswered: true } : {}),
    ...(query.handedOff ? { handedOff: true } : {}),
  };
}

const requireLogs = (app: FastifyInstance, caller: Caller, orgId: bigint) =>
  requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_HELPERS);

export async function logs(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  query: Query & { offset: number; limit: number },
) {
  await requireLogs(app, caller, orgId);
  return listLogs(app.db, orgId, logFilter(query), query);
}

export async function logStats(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  query: Query,
): Promise<BotLogStats> {
  await requireLogs(app, caller, orgId);
  return dailyStats(app.db, orgId, logFilter(query));
}

/** Cells a spreadsheet would run as a formula (visitors write what they like). */
const FORMULA_START = /^[=+\-@\t\r]/;
const asText = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

const ROLE_NAMES = { visitor: 'visitor', bot: 'bot', agent: 'agent' } as const;

/** One line per message; a BOM first so that Excel reads the Chinese as UTF-8. */
export async function exportLogs(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  query: Query,
): Promise<string> {
  await requireLogs(app, caller, orgId);
  const rows = await exportRows(app.db, orgId, logFilter(query), EXPORT_MAX_ROWS);
  const lines = rows.map((r) => {
    const m = r.message;
    const role = m.role === 'user' ? 'visitor' : m.agentId === null ? 'bot' : 'agent';
    return [
      String(r.sessionId),
      m.createdAt.toISOString(),
      r.helperName ?? '',
      r.keyName ?? '',
      visitorName(r.visitorId ?? ''),
      ROLE_NAMES[role],
      r.agentName ?? '',
      m.content,
      m.rating ?? '',
      m.ratingReason,
      m.unanswered ? 'yes' : '',
    ];
  });
  const headers = [
    'conversation',
    'time',
    'bot',
    'key',
    'visitor',
    'from',
    'agent',
    'message',
    'rating',
    'reason',
    'unanswered',
  ];
  return `\uFEFF${await writeToString([headers, ...lines.map((line) => line.map(asText))])}\r\n`;
}

export async function logMessages(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  sessionId: bigint,
) {
  await requireLogs(app, caller, orgId);
  const session = await findOrgVisitorSession(app.db, orgId, sessionId);
  if (!session) throw new AppError(404, 'NOT_FOUND');
  return messagePage(app.db, session.id, { limit: 200 });
}

/** A bot answer of the org's visitor conversations corrected into a Q&A of one of its datasets. */
export async function correctAnswer(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  messageId: bigint,
  input: { datasetId: string; question: string; answer: string },
  limits: KnowledgeLimits,
) {
  await requireLogs(app, caller, orgId);
  const answer = await findOrgBotAnswer(app.db, orgId, messageId);
  if (!answer) throw new AppError(404, 'NOT_FOUND');
  const name = Array.from(input.question).slice(0, 60).join('');
  const document = await addContent(
    app,
    caller,
    orgId,
    BigInt(input.datasetId),
    qaPairs({ name, folderId: null, pairs: [{ question: input.question, answer: input.answer }] }),
    limits,
  );
  return { documentId: document.id, datasetId: input.datasetId };
}
