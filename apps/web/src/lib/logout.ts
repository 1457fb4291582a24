import { api } from './http';

/** Revokes the session on the server. Takes the header explicitly: local state is already gone. */
export async function logoutRequest(authorization: string): Promise<void> {
  await api.post(
    '/v1/user/logout',
    {},
    {
      headers: { Authorization: authorization },
      silent: true,
    },
  );
}
