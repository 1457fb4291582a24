import type { Locale } from '@miaoyu/contracts/constants';
import { DEFAULT_BOT_SETTINGS, type BotSettings } from '@miaoyu/contracts/bot';
import type { HelperKind, HelperSettings } from '@miaoyu/contracts/helpers';
import {
  BOT_HELPER_TEMPLATE,
  BOT_TEMPLATES,
  HELPER_TEMPLATES,
  type BotTemplate,
  type HelperTemplate,
} from '@miaoyu/contracts/templates';

/** What the create dialog picked: a helper template, or a bot template (a service helper). */
export interface TemplateChoice {
  helper: HelperTemplate | null;
  bot: BotTemplate | null;
}

export const NO_TEMPLATE: TemplateChoice = { helper: null, bot: null };

/** The choice named in the editor's address (`?template=` or `?bot=`); unknown ids are none. */
export function choiceOf(template: string | null, bot: string | null): TemplateChoice {
  const botTemplate = BOT_TEMPLATES.find((t) => t.id === bot) ?? null;
  const helperId = botTemplate ? BOT_HELPER_TEMPLATE : template;
  return { helper: HELPER_TEMPLATES.find((t) => t.id === helperId) ?? null, bot: botTemplate };
}

/** The editor's address for a new helper from the choice. */
export function templateLink(choice: TemplateChoice, kind: HelperKind): string {
  if (choice.bot) return `/setting/helpers/new?kind=service&bot=${choice.bot.id}`;
  if (choice.helper)
    return `/setting/helpers/new?kind=${choice.helper.kind}&template=${choice.helper.id}`;
  return `/setting/helpers/new?kind=${kind}`;
}

/** A new helper's settings from the template, in the UI's language; the rest are defaults. */
export function templateSettings(
  base: HelperSettings,
  { helper, bot }: TemplateChoice,
  locale: Locale,
): HelperSettings {
  if (!helper) return base;
  const words = bot ?? helper;
  return {
    ...base,
    kind: helper.kind,
    name: (bot ?? helper).name[locale],
    description: (bot ?? helper).description[locale],
    instruction: helper.instruction[locale],
    welcome: words.welcome[locale],
    suggestedQuestions: [...words.suggestedQuestions[locale]],
    temperature: helper.temperature,
  };
}

/** The bot settings a bot template asks for, saved once its helper exists. */
export function botSettingsOf(bot: BotTemplate): BotSettings {
  return { ...DEFAULT_BOT_SETTINGS, handoff: { ...DEFAULT_BOT_SETTINGS.handoff, ...bot.handoff } };
}
