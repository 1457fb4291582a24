/** The demo seed (config SEED_DEMO): a demo team and its sample content, given once. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { ModulePlugin } from '../../lib/module';
import { findUserByPhone } from '../user';
import { addDemoContent } from './content';
import { claimDemoContent, findDemoTeam } from './repo';
import { DEMO_ORG_NAME, DEMO_USERS, seedDemoTeam } from './team';

/** With SEED_DEMO, once the job queue runs (the demo's documents are ingested by its jobs). */
const seed: ModulePlugin = async (app, { config }) => {
  if (config.SEED_DEMO) app.addHook('onReady', () => seedDemo(app, config));
};

export default seed;

// What others may call: the start banner names the demo's phones.
export { DEMO_USERS };

/**
 * Seeds the demo team on first start, then gives it the samples once: the team carries a mark
 * from then on, so a restart adds nothing and samples the team deleted stay deleted.
 */
export async function seedDemo(app: FastifyInstance, config: Config): Promise<void> {
  if (await seedDemoTeam(app.db)) app.log.info('seeded the demo organisation');
  const owner = await findUserByPhone(app.db, DEMO_USERS[0].phone);
  if (!owner) return;
  const team = await findDemoTeam(app.db, owner.id, DEMO_ORG_NAME);
  if (!team || team.demoContentAt || !(await claimDemoContent(app.db, team.id))) return;
  try {
    // The seed acts as the team's owner, with that person's rights; no token is involved.
    await addDemoContent(app, config, { user: owner, tokenId: 0n }, team.id);
    app.log.info('gave the demo organisation its sample content');
  } catch (err) {
    // The mark stays: samples half given are not doubled on the next start.
    app.log.warn({ err }, 'could not give the demo organisation all its sample content');
  }
}
