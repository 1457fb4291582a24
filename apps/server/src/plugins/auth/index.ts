import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isId } from '@miaoyu/contracts';
import { AppError } from '../../lib/errors';
import { applySignInNotice, SIGN_IN_CHANNEL, SignInCache, trackSignInCache } from './sign-in-cache';
import type { Caller } from '../../lib/scope';
import { verifyAuthHeader } from './tokens';
import { closeWithin } from '../../lib/close-within';

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

/*
 * Rights are checked before the body is validated (onRequest, or preValidation when the path is
 * needed): a caller without the right gets 401/403/404, never a 422 that would describe the
 * route's schema to them. Only checks that need the body itself run in the handler.
 */

/** onRequest hook for platform-admin routes, registered after app.authenticate. */
export async function requirePlatformAdmin(request: FastifyRequest): Promise<void> {
  if (requireCaller(request).user.role !== 'admin') throw new AppError(403, 'FORBIDDEN');
}

/** A path parameter as the id it names; null when malformed (the route's validation says 422). */
export function idParam(request: FastifyRequest, name: string): bigint | null {
  const raw = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof raw === 'string' && isId(raw) ? BigInt(raw) : null;
}

/** preValidation hook: the path's `{param}`, when the route has one, must be the caller (403). */
export function requireSelfInPath(param: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = idParam(request, param);
    if (id !== null && id !== requireCaller(request).user.id) throw new AppError(403, 'FORBIDDEN');
  };
}

export default fp(
  async (app) => {
    const signIns = new SignInCache();
    const untrack = trackSignInCache(signIns);
    const unlisten = await app.database.listen(
      SIGN_IN_CHANNEL,
      (payload) => applySignInNotice(signIns, payload),
      () => signIns.open(),
      () => signIns.close(),
    );
    signIns.open();
    app.addHook('onClose', async () => {
      untrack();
      signIns.close();
      await closeWithin(app.log, 'sign-in notices', unlisten);
    });

    app.decorateRequest('caller', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      // The access policy has already signed the request in; a route's own hook need not again.
      if (request.caller) return;
      request.caller = await verifyAuthHeader(app.db, request.headers.authorization, signIns);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
