import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';

/** Form bodies (spec §7 sends some as form-encoded) and uploads; limits are set per route. */
export default fp(
  async (app) => {
    await app.register(formbody, { bodyLimit: 64 * 1024 });
    await app.register(multipart, {
      limits: { fileSize: 5 * 1024 * 1024, files: 3, fields: 20, fieldSize: 16 * 1024, parts: 30 },
    });
  },
  { name: 'multipart' },
);
