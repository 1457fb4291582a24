/** The SQL of the bots' logs: an org's visitor conversations by day, key, feedback and handoff. */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '@miaoyu/contracts';
import { type BotLogConversation, type BotLogStats } from '@miaoyu/contracts/bot';
import type { Executor } from '../../../db/client';
import { dayAfter, dayStart } from '../../../db/days';
import { outer } from '../../../db/outer';
import { botKeys, chatMessages, chatSessions, helpers, users } from '../../../db/schema';
import { visitorName } from '../inbox/inbox.repo';

export interface LogFilter {
  from: string;
  to: string;
  helperId?: bigint;
  keyId?: bigint;
  feedback?: 'like' | 'dislike' | 'any';
  unanswered?: boolean;
  handedOff?: boolean;
}

const agents = alias(users, 'log_agents');
/** The team's time zone, written into the SQL (its days group the statistics). */
const zone = sql.raw(`'${DEFAULT_TIME_ZONE}'`);

const hasMessage = (condition: SQL) =>
  sql`exists (select 1 from ${chatMessages} where ${chatMessages.sessionId} = ${chatSessions.id} and ${condition})`;

/** Every filter but the date range: the daily statistics date each thing by its own day. */
function matchCondition(orgId: bigint, filter: LogFilter): SQL {
  return and(
    eq(chatSessions.orgId, orgId),
    sql`${chatSessions.botKeyId} is not null`,
    filter.helperId === undefined ? undefined : eq(chatSessions.helperId, filter.helperId),
    filter.keyId === undefined ? undefined : eq(chatSessions.botKeyId, filter.keyId),
    filter.feedback === undefined
      ? undefined
      : hasMessage(
          filter.feedback === 'any'
            ? sql`${chatMessages.rating} is not null`
            : sql`${chatMessages.rating} = ${filter.feedback}`,
        ),
    filter.unanswered ? hasMessage(sql`${chatMessages.unanswered}`) : undefined,
    filter.handedOff ? sql`${chatSessions.handedOffAt} is not null` : undefined,
  )!;
}

/** The conversations of the list: those begun inside the range that match every filter. */
export function logCondition(orgId: bigint, filter: LogFilter): SQL {
  return and(
    matchCondition(orgId, filter),
    gte(chatSessions.createdAt, dayStart(filter.from, zone)),
    lt(chatSessions.createdAt, dayAfter(filter.to, zone)),
  )!;
}

const tally = (condition: SQL) =>
  sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.sessionId} = ${outer(chatSessions.id)} and ${condition})`;

export async function listLogs(
  db: Executor,
  orgId: bigint,
  filter: LogFilter,
  page: { offset: number; limit: number },
): Promise<{ list: BotLogConversation[]; total: number }> {
  const where = logCondition(orgId, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        session: chatSessions,
        helperName: helpers.name,
        keyName: botKeys.name,
        agentName: agents.nickname,
        messages: tally(sql`true`),
        likes: tally(sql`${chatMessages.rating} = 'like'`),
        dislikes: tally(sql`${chatMessages.rating} = 'dislike'`),
        unanswered: tally(sql`${chatMessages.unanswered}`),
      })
      .from(chatSessions)
      .leftJoin(helpers, eq(helpers.id, chatSessions.helperId))
      .leftJoin(botKeys, eq(botKeys.id, chatSessions.botKeyId))
      .leftJoin(agents, eq(agents.id, chatSessions.agentId))
      .where(where)
      .orderBy(desc(chatSessions.createdAt), desc(chatSessions.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatSessions)
      .where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    list: rows.map((r) => ({
      id: String(r.session.id),
      title: r.session.title,
      status: r.session.status ?? 'bot',
      helperName: r.helperName ?? '',
      keyName: r.keyName ?? '',
      visitorName: visitorName(r.session.visitorId ?? ''),
      messages: r.messages,
      likes: r.likes,
      dislikes: r.dislikes,
      unanswered: r.unanswered,
      handedOff: r.session.handedOffAt !== null,
      agentName: r.agentName ?? '',
      createdAt: r.session.createdAt.toISOString(),
      lastMessageAt: (r.session.lastMessageAt ?? r.session.updatedAt).toISOString(),
    })),
  };
}

/**
 * Per day of the range, each counted on the day it happened: conversations begun, questions
 * asked and answers rated (on the answer's day; in any matching conversation, also one begun
 * before the range), conversations handed to a person. Only conversations active in the range are read (a day's
 * margin: an answer lands moments after the last message time its question set).
 */
export async function dailyStats(
  db: Executor,
  orgId: bigint,
  filter: LogFilter,
): Promise<BotLogStats> {
  const start = dayStart(filter.from, zone);
  const end = dayAfter(filter.to, zone);
  const day = (column: SQL) => sql`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD')`;
  const inRange = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
  const result = await db.execute<{
    day: string;
    conversations: number;
    questions: number;
    likes: number;
    dislikes: number;
    handed_off: number;
  }>(sql`
    with matched as (select ${chatSessions.id} as id, ${chatSessions.createdAt} as created_at,
        ${chatSessions.handedOffAt} as handed_off_at
      from ${chatSessions}
      where ${matchCondition(orgId, filter)} and ${chatSessions.createdAt} < ${end}
        and (coalesce(${chatSessions.lastMessageAt}, ${chatSessions.createdAt})
          >= ${start} - interval '1 day' or ${chatSessions.handedOffAt} >= ${start})),
    days as (select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(${filter.from}::date, ${filter.to}::date, interval '1 day') as d),
    begun as (select ${day(sql`created_at`)} as day, count(*)::int as conversations
      from matched where ${inRange(sql`created_at`)} group by 1),
    handed as (select ${day(sql`handed_off_at`)} as day, count(*)::int as handed_off
      from matched where ${inRange(sql`handed_off_at`)} group by 1),
    messages as (select ${day(sql`m.created_at`)} as day,
        count(*) filter (where m.role = 'user')::int as questions,
        count(*) filter (where m.rating = 'like')::int as likes,
        count(*) filter (where m.rating = 'dislike')::int as dislikes
      from ${chatMessages} m join matched on matched.id = m.session_id
      where ${inRange(sql`m.created_at`)} group by 1)
    select days.day, coalesce(b.conversations, 0) as conversations,
      coalesce(m.questions, 0) as questions, coalesce(m.likes, 0) as likes,
      coalesce(m.dislikes, 0) as dislikes, coalesce(h.handed_off, 0) as handed_off
    from days left join begun b on b.day = days.day left join handed h on h.day = days.day
      left join messages m on m.day = days.day
    order by days.day`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    days: rows.map((r) => ({
      day: String(r.day),
      conversations: Number(r.conversations),
      questions: Number(r.questions),
      likes: Number(r.likes),
      dislikes: Number(r.dislikes),
      handedOff: Number(r.handed_off),
    })),
  };
}

/** Every message of the picked conversations, oldest conversation first, for the CSV export. */
export async function exportRows(db: Executor, orgId: bigint, filter: LogFilter, max: number) {
  return db
    .select({
      sessionId: chatSessions.id,
      visitorId: chatSessions.visitorId,
      helperName: helpers.name,
      keyName: botKeys.name,
      message: chatMessages,
      agentName: agents.nickname,
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .leftJoin(helpers, eq(helpers.id, chatSessions.helperId))
    .leftJoin(botKeys, eq(botKeys.id, chatSessions.botKeyId))
    .leftJoin(agents, eq(agents.id, chatMessages.agentId))
    .where(logCondition(orgId, filter))
    .orderBy(chatSessions.id, chatMessages.id)
    .limit(max);
}

/** An answer (the bot's or a person's) in one of the org's visitor conversations. */
export async function findOrgBotAnswer(db: Executor, orgId: bigint, messageId: bigint) {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.role, 'assistant'),
        eq(chatSessions.orgId, orgId),
        sql`${chatSessions.botKeyId} is not null`,
      ),
    )
    .limit(1);
  return row ?? null;
}
