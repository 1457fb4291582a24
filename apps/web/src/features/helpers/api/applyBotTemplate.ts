import { botSettingsSchema, type BotSettings } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';

/** `PUT …/helpers/{helperId}/bot`: a new bot's handoff rules from the template it was made from. */
export async function applyBotTemplate(orgId: string, helperId: string, settings: BotSettings) {
  const sent = botSettingsSchema.parse(settings);
  const path = `/v1/orgs/${encodeURIComponent(orgId)}/helpers/${encodeURIComponent(helperId)}/bot`;
  return answerOf<typeof botSettingsSchema>(await api.put(path, sent));
}
