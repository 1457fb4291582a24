import type { FirstRequest } from '@/lib/preload';
import { botHelperPath, botKeysPath, botSettingsPath, type BotRef } from './keys';

/**
 * `GET /v1/orgs/{orgId}/helpers/{helperId}`: the helper the bot is. The same request as the
 * helpers feature's `helperRequest` (a feature may not import another's files), so a head start
 * made for the helper's editor serves this page too, and the other way round.
 */
export const botHelperRequest = (ref: BotRef): FirstRequest => ({ path: botHelperPath(ref) });

/** `GET …/helpers/{helperId}/bot`: the bot's look, handoff rules and daily cap. */
export const botSettingsRequest = (ref: BotRef): FirstRequest => ({ path: botSettingsPath(ref) });

/** `GET …/helpers/{helperId}/bot-keys`: every key, revoked ones too. */
export const botKeysRequest = (ref: BotRef): FirstRequest => ({ path: botKeysPath(ref) });
