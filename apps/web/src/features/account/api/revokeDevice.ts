import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { devicesQueryKey } from './getDevices';

/** Signs a device out: its token stops working at once. */
export async function revokeDevice(deviceId: string): Promise<void> {
  await api.delete(`/v1/user/devices/${deviceId}`);
}

export function useRevokeDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeDevice,
    onSettled: () => client.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
