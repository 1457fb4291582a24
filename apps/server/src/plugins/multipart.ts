import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';

/** Form-encoded bodies are short forms: their limit is below the app's BODY_LIMIT. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** Multipart limits; a route may lower `fileSize` and `files` when it reads the form. */
export const MULTIPART_LIMITS = {
  fileSize: 5 * 1024 * 1024,
  files: 3,
  fields: 20,
  fieldSize: 16 * 1024,
  parts: 30,
};

/** Form bodies (spec §7 sends some as form-encoded) and uploads; limits are set per route. */
export default fp(
  async (app) => {
    await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
    await app.register(multipart, { limits: MULTIPART_LIMITS });
  },
  { name: 'multipart' },
);
