import type { BotSettings } from '@miaoyu/contracts/bot';
import type { Executor } from '../../../db/client';
import { setSessionStatus } from '../sessions.repo';

/**
 * Puts a visitor's conversation in the team's inbox, waiting for a person; false when the bot
 * hands nothing over. The inbox and the visitor are told by whoever called, once the answer that
 * handed it over has ended: told mid-answer, the visitor's page would read the stored answer
 * while its words still stream.
 */
export async function handToInbox(
  db: Executor,
  orgId: bigint,
  sessionId: bigint,
  settings: BotSettings,
): Promise<boolean> {
  if (!settings.handoff.enabled) return false;
  await setSessionStatus(db, orgId, sessionId, {
    status: 'pending',
    handedOffAt: new Date(),
    agentUnread: 1,
  });
  return true;
}
