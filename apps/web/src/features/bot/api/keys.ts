/** Where one helper's bot calls go. */
export interface BotRef {
  orgId: string;
  helperId: string;
}

export const botHelperPath = ({ orgId, helperId }: BotRef) =>
  `/v1/orgs/${orgId}/helpers/${helperId}`;
export const botSettingsPath = (ref: BotRef) => `${botHelperPath(ref)}/bot`;
export const botKeysPath = (ref: BotRef) => `${botHelperPath(ref)}/bot-keys`;

/** React-query keys of the bot feature: everything of one helper's bot sits under its prefix. */
export const botQueryKeys = {
  all: ['bot'] as const,
  helper: ({ orgId, helperId }: BotRef) => ['bot', orgId, helperId, 'helper'] as const,
  settings: ({ orgId, helperId }: BotRef) => ['bot', orgId, helperId, 'settings'] as const,
  keys: ({ orgId, helperId }: BotRef) => ['bot', orgId, helperId, 'keys'] as const,
};
