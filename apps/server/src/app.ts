import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { OneLinePerRequest } from './lib/request-log';
import { prettyLogDestination, type LogSink } from './lib/pretty-log';
import dbPlugin from './plugins/db';
import jobsPlugin from './plugins/jobs';
import eventsPlugin from './plugins/events';
import localePlugin from './plugins/locale';
import errorsPlugin, { answerFrameworkError } from './plugins/errors';
import securityPlugin from './plugins/security';
import compressPlugin from './plugins/compress';
import redisPlugin from './plugins/redis';
import rateLimitPlugin from './plugins/rate-limit';
import livePlugin from './plugins/live';
import swaggerPlugin from './plugins/swagger';
import smsPlugin from './plugins/sms';
import authPlugin from './plugins/auth';
import accessPlugin from './plugins/access';
import storagePlugin from './plugins/storage';
import webPlugin from './plugins/web';
import healthRoutes from './modules/health/routes';
import userRoutes from './modules/user/routes';
import menuRoutes from './modules/menu/routes';
import workplaceRoutes from './modules/workplace/routes';
import adminRoutes from './modules/admin/routes';
import orgRoutes from './modules/orgs/routes';
import memberRoutes from './modules/orgs/members.routes';
import inviteRoutes from './modules/orgs/invites.routes';
import accountRoutes from './modules/user/account.routes';
import fileRoutes from './modules/files/routes';
import unattachedFiles from './modules/files/unattached';
import feedbackRoutes from './modules/feedback/routes';
import adminFeedbackRoutes from './modules/admin/feedback.routes';
import adminUserRoutes from './modules/admin/users.routes';
import multipartPlugin from './plugins/multipart';
import llmPlugin from './plugins/llm';
import foregroundPlugin from './plugins/foreground';
import outboundPlugin from './plugins/outbound';
import modelRoutes from './modules/models/routes';
import modelHostRoutes from './modules/models/allowed-hosts.routes';
import conversationRecovery from './modules/conversation/recovery';
import chatSessionRoutes from './modules/chat/sessions.routes';
import chatCompletionRoutes from './modules/chat/completions.routes';
import knowledge from './modules/knowledge';
import helpers from './modules/helpers';
import openaiRoutes from './modules/openai/routes';
import bot from './modules/bot';
import sales from './modules/sales';
import { seedDemo } from './modules/seed';

export interface BuildOptions {
  /** An already open database (tests share a migrated template); otherwise opened from config. */
  database?: Database;
  /** Where logs go (tests read the console SMS provider's lines from here). */
  logStream?: NodeJS.WritableStream & LogSink;
}

const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export function openDatabase(
  config: Config,
  onIdleError?: (error: Error) => void,
): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE, onIdleError)
    : openPglite(config.DATA_DIR);
}

/** The one place plugins and modules are registered (DESIGN.md §3). */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const stream =
    config.LOG_FORMAT === 'pretty'
      ? await prettyLogDestination(options.logStream ?? process.stdout)
      : options.logStream;
  const logger: FastifyServerOptions['logger'] = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization'],
    ...(stream ? { stream } : {}),
  };
  const app = Fastify({
    logger,
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    logController: new OneLinePerRequest(config.LOG_SLOW_REQUEST_MS),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase(config, (err) => app.log.warn({ err }, 'idle database connection lost')));
  await app.register(dbPlugin, { database });
  await app.register(jobsPlugin, { pollIntervalMs: config.JOBS_POLL_INTERVAL_MS });
  await app.register(eventsPlugin);
  await app.register(localePlugin);
  await app.register(errorsPlugin, { bodyLimit: config.BODY_LIMIT });
  await app.register(securityPlugin);
  await app.register(compressPlugin);
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(rateLimitPlugin, { keyPrefix: config.REDIS_KEY_PREFIX });
  await app.register(livePlugin, { keyPrefix: config.REDIS_KEY_PREFIX });
  if (config.API_DOCS) await app.register(swaggerPlugin);
  await app.register(smsPlugin, { config });
  await app.register(authPlugin);
  await app.register(accessPlugin);
  await app.register(storagePlugin, { config });
  await app.register(multipartPlugin);
  await app.register(outboundPlugin, {
    allowedHosts: config.LLM_ALLOWED_HOSTS,
    pageAllowedHosts: config.KB_URL_ALLOWED_HOSTS,
  });
  await app.register(foregroundPlugin);
  await app.register(llmPlugin, { config });

  await app.register(healthRoutes);
  await app.register(userRoutes, { config });
  await app.register(menuRoutes);
  await app.register(workplaceRoutes, { config });
  await app.register(adminRoutes, { config });
  await app.register(orgRoutes);
  await app.register(memberRoutes);
  await app.register(inviteRoutes);
  await app.register(accountRoutes, { config });
  await app.register(fileRoutes);
  await app.register(unattachedFiles);
  await app.register(feedbackRoutes);
  await app.register(adminFeedbackRoutes);
  await app.register(adminUserRoutes);
  await app.register(modelRoutes);
  await app.register(modelHostRoutes);
  await app.register(conversationRecovery, { config });
  await app.register(chatSessionRoutes, { config });
  await app.register(chatCompletionRoutes, { config });
  await app.register(knowledge, { config });
  await app.register(helpers, { config });
  await app.register(openaiRoutes, { config });
  await app.register(bot, { config, webDist: config.WEB_DIST ?? DEFAULT_WEB_DIST });
  await app.register(sales, { config });
  await app.register(webPlugin, { webDist: config.WEB_DIST ?? DEFAULT_WEB_DIST });

  // Once the job queue runs: the demo's documents are ingested by its jobs.
  if (config.SEED_DEMO) app.addHook('onReady', () => seedDemo(app, config));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
