import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Makes the open database available to every module and closes it last on shutdown. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
