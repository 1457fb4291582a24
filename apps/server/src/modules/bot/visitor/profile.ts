/** What a visitor's page and the embed loader show of a bot before anyone writes. */
import type { BotShareInfo, WebPreviewUi } from '@miaoyu/contracts/bot';
import { fileUrl } from '../../files';
import type { OpenBot } from './bot-access';

export function webPreviewUi({ helper, settings }: OpenBot): WebPreviewUi {
  return {
    ...settings.look,
    title: settings.look.title || helper.name,
    avatar: helper.avatar,
    welcome: helper.welcome,
  };
}

export function shareInfo(bot: OpenBot): BotShareInfo {
  const { helper, settings, team } = bot;
  return {
    name: helper.name,
    avatar: helper.avatar,
    welcome: helper.welcome,
    suggestedQuestions: helper.suggestedQuestions,
    handoff: settings.handoff.enabled,
    look: webPreviewUi(bot),
    team: { name: team.name, logo: fileUrl(team.logo) },
  };
}
