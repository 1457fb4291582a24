import type { FastifyRequest } from 'fastify';
import type { PageOrigins } from './content-policy';

/** The origin share links are made with: PUBLIC_URL's first, else the request's own. */
export type StudioOrigin = (request: FastifyRequest) => string;

export const studioOriginOf =
  (origins: PageOrigins): StudioOrigin =>
  (request) =>
    origins.studio ?? `${request.protocol}://${request.host}`;
