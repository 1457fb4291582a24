import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { saleHelperSettingsSchema, SaleHelperSettings } from '@miaoyu/contracts/sales';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { saleKeys } from './keys';

/** The helper whose reader settings are asked for: only its managers may. */
export interface ReaderHelper {
  orgId: string;
  helperId: string;
}

const settingsPath = ({ orgId, helperId }: ReaderHelper) =>
  `/v1/orgs/${orgId}/helpers/${helperId}/sale`;

/** `GET /v1/orgs/{orgId}/helpers/{helperId}/sale`: how the helper reads screenshots. */
export async function getReaderSettings(helper: ReaderHelper) {
  return answerOf<typeof saleHelperSettingsSchema>(await api.get(settingsPath(helper)));
}

/** `PUT …/sale`: silent, the form places a refused vision model on its field. */
export async function putReaderSettings(helper: ReaderHelper, settings: SaleHelperSettings) {
  return answerOf<typeof saleHelperSettingsSchema>(
    await api.put(settingsPath(helper), settings, { silent: true }),
  );
}

export function useReaderSettings(helper: ReaderHelper, enabled: boolean) {
  return useQuery({
    queryKey: saleKeys.reader(helper.helperId),
    queryFn: () => getReaderSettings(helper),
    enabled,
  });
}

export function useSaveReaderSettings(helper: ReaderHelper) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SaleHelperSettings) => putReaderSettings(helper, settings),
    onSuccess: (saved) => client.setQueryData(saleKeys.reader(helper.helperId), saved),
  });
}
