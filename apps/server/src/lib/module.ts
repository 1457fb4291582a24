import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';

/** What app.ts hands every module's plugin. */
export interface ModuleOptions {
  config: Config;
  /** The web app's build: the bot serves its visitor pages from it. */
  webDist: string;
}

/**
 * A server module's plugin, the default export of its `index.ts`: it registers all the module's
 * routes, jobs and hooks. app.ts registers these from one list, in order.
 */
export type ModulePlugin = FastifyPluginAsync<ModuleOptions>;
