import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { verifyAuthHeader, type Caller } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in, unbanned user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('route is missing onRequest: app.authenticate');
  return request.caller;
}

/** preHandler for platform-admin routes (after app.authenticate). */
export async function requirePlatformAdmin(request: FastifyRequest): Promise<void> {
  if (requireCaller(request).user.role !== 'admin') throw new AppError(403, 'FORBIDDEN');
}

export default fp(
  async (app) => {
    app.decorateRequest('caller', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.caller = await verifyAuthHeader(app.db, request.headers.authorization);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
