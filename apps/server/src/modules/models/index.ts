import type { ModulePlugin } from '../../lib/module';
import modelHostRoutes from './allowed-hosts.routes';
import modelRoutes from './routes';

/** Model providers of an organisation, the operator's model, and the hosts models may be at. */
const models: ModulePlugin = async (app) => {
  await app.register(modelRoutes);
  await app.register(modelHostRoutes);
};

export default models;

// What other modules may call: the models an organisation may use, and picking one.
export {
  listChatModels,
  loadModelCatalog,
  pickTarget,
  type ModelCatalog,
  type ModelTarget,
} from './catalog';
