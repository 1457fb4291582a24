import { useQuery } from '@tanstack/react-query';
import type { helperListSchema } from '@miaoyu/contracts/helpers';
import type { botKeyListSchema } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import { botLogKeys } from './keys';
import { botsRequest } from './requests';

/** `GET /v1/orgs/{orgId}/helpers?kind=service`: the org's bots, for the logs' filter. */
export async function listBots(orgId: string) {
  return answerOf<typeof helperListSchema>(await getFirst(botsRequest(orgId))).list;
}

export function useBots(orgId: string) {
  return useQuery({
    queryKey: botLogKeys.bots(orgId),
    queryFn: () => listBots(orgId),
    enabled: Boolean(orgId),
    staleTime: 60_000,
  });
}

/** `GET /v1/orgs/{orgId}/helpers/{helperId}/bot-keys`: a bot's keys, revoked ones too. */
export async function listBotKeys(orgId: string, helperId: string) {
  return answerOf<typeof botKeyListSchema>(
    await api.get(`/v1/orgs/${orgId}/helpers/${helperId}/bot-keys`),
  ).list;
}

export function useBotKeys(orgId: string, helperId: string) {
  return useQuery({
    queryKey: botLogKeys.keys(orgId, helperId),
    queryFn: () => listBotKeys(orgId, helperId),
    enabled: Boolean(orgId && helperId),
    staleTime: 60_000,
  });
}
