/**
 * Where an organisation's knowledge-base bytes live in file storage, each under a folder of its
 * own: the originals of its documents, and the parts of its uploads still arriving. When the
 * organisation is deleted (its rows go with it) a job empties both folders.
 */
import type { FastifyInstance } from 'fastify';
import { publicCode } from '../../../lib/crypto';

export const originalsFolder = (orgId: bigint | string) => `knowledge/${orgId}/`;
export const uploadsFolder = (orgId: bigint | string) => `knowledge-uploads/${orgId}/`;

/** A new original's key. */
export const newOriginalKey = (orgId: bigint) => `${originalsFolder(orgId)}${publicCode(24)}`;

export const REMOVE_ORG_FILES_JOB = 'knowledge.remove-org-files';
interface RemoveOrgFilesJob {
  orgId: string;
}

/**
 * On `org.deleted`, a job removes the team's originals and upload parts: a job survives a crash
 * and is retried, and emptying a folder twice does no harm.
 */
export function removeFilesOfDeletedOrgs(app: FastifyInstance): void {
  app.jobs.define<RemoveOrgFilesJob>({
    name: REMOVE_ORG_FILES_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    concurrency: 1,
    run: async ({ orgId }) => {
      const originals = await app.storage.deletePrefix(originalsFolder(orgId));
      const parts = await app.storage.deletePrefix(uploadsFolder(orgId));
      if (originals + parts > 0)
        app.log.info({ orgId, originals, parts }, "a deleted team's knowledge-base files removed");
    },
  });
  app.events.on('org.deleted', async ({ orgId }) => {
    await app.jobs.send<RemoveOrgFilesJob>(REMOVE_ORG_FILES_JOB, { orgId: orgId.toString() });
  });
}
