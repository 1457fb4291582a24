import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { installRoot } from './lib/install-root';
import { openPglite, openPostgres, type Database } from './db/client';
import { OneLinePerRequest } from './lib/request-log';
import { prettyLogDestination, type LogSink } from './lib/pretty-log';
import dbPlugin from './plugins/db';
import jobsPlugin from './plugins/jobs';
import lifecyclePlugin from './plugins/lifecycle';
import instancePlugin from './plugins/instance';
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
import multipartPlugin from './plugins/multipart';
import llmPlugin from './plugins/llm';
import foregroundPlugin from './plugins/foreground';
import outboundPlugin from './plugins/outbound';
import type { ModulePlugin } from './lib/module';
import health from './modules/health';
import user from './modules/user';
import menu from './modules/menu';
import workplace from './modules/workplace';
import admin from './modules/admin';
import orgs from './modules/orgs';
import files, { filePurposesPlugin } from './modules/files';
import feedback from './modules/feedback';
import models from './modules/models';
import conversation from './modules/conversation';
import chat from './modules/chat';
import knowledge from './modules/knowledge';
import helpers from './modules/helpers';
import openai from './modules/openai';
import bot from './modules/bot';
import sales from './modules/sales';
import seed from './modules/seed';
import aiPages from './modules/ai-pages';
import articles from './modules/articles';
import scenes from './modules/scenes';
import billing, { planGuardPlugin } from './modules/billing';
import identity from './modules/identity';

export interface BuildOptions {
  /** An already open database (tests share a migrated template); otherwise opened from config. */
  database?: Database;
  /** Where logs go (tests read the console SMS provider's lines from here). */
  logStream?: NodeJS.WritableStream & LogSink;
}

/**
 * The built web app, found from the checkout's (or image's) root: this file runs from
 * apps/server/src under tsx and from dist/server once bundled.
 */
const DEFAULT_WEB_DIST = path.join(installRoot(fileURLToPath(import.meta.url)), 'apps/web/dist');

export function openDatabase(
  config: Config,
  onIdleError?: (error: Error) => void,
): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE, onIdleError)
    : openPglite(config.DATA_DIR);
}

/**
 * The server's modules, each its folder's `index.ts` plugin, registered in this order after the
 * plugins (their hooks run in it too). A new module is one line here.
 */
const MODULES: ModulePlugin[] = [
  health,
  user,
  menu,
  workplace,
  admin,
  orgs,
  files,
  feedback,
  models,
  conversation,
  chat,
  knowledge,
  helpers,
  openai,
  bot,
  sales,
  identity,
  aiPages,
  articles,
  scenes,
  billing,
  seed,
];

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
    (await openDatabase(config, (err) =>
      // pg hangs the whole client (its buffers and statements) on the error: only what it says.
      app.log.warn(
        { err: { type: err.name, message: err.message, code: (err as { code?: string }).code } },
        'idle database connection lost',
      ),
    ));
  await app.register(dbPlugin, { database });
  await app.register(lifecyclePlugin);
  await app.register(instancePlugin);
  await app.register(jobsPlugin, { pollIntervalMs: config.JOBS_POLL_INTERVAL_MS });
  await app.register(eventsPlugin);
  await app.register(localePlugin);
  await app.register(errorsPlugin, { bodyLimit: config.BODY_LIMIT });
  await app.register(securityPlugin, { frameOrigin: config.SHARE_ORIGIN });
  await app.register(compressPlugin);
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(rateLimitPlugin, { keyPrefix: config.REDIS_KEY_PREFIX });
  await app.register(livePlugin, { keyPrefix: config.REDIS_KEY_PREFIX });
  if (config.API_DOCS) await app.register(swaggerPlugin);
  await app.register(smsPlugin, { config });
  await app.register(authPlugin);
  await app.register(accessPlugin);
  await app.register(storagePlugin, { config });
  // Before the modules, which declare their files' purposes while they register.
  await app.register(filePurposesPlugin);
  // Before the modules, which register how they count what a plan limits.
  await app.register(planGuardPlugin, { enabled: config.BILLING });
  await app.register(multipartPlugin);
  await app.register(outboundPlugin, {
    allowedHosts: config.LLM_ALLOWED_HOSTS,
    pageAllowedHosts: config.KB_URL_ALLOWED_HOSTS,
  });
  await app.register(foregroundPlugin);
  await app.register(llmPlugin, { config });

  const webDist = config.WEB_DIST ?? DEFAULT_WEB_DIST;
  for (const plugin of MODULES) await app.register(plugin, { config, webDist });
  await app.register(webPlugin, { webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
