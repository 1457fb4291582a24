import type { ModulePlugin } from '../../lib/module';
import openaiRoutes from './routes';

/** The OpenAI-compatible API of published helpers, called with a helper's key. */
const openai: ModulePlugin = async (app, { config }) => {
  await app.register(openaiRoutes, { config });
};

export default openai;
