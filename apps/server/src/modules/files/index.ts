import type { ModulePlugin } from '../../lib/module';
import fileRoutes from './routes';
import unattachedFiles from './unattached';

/** Stored files: uploads, their addresses, and the sweep of uploads no message carries. */
const files: ModulePlugin = async (app) => {
  await app.register(fileRoutes);
  await app.register(unattachedFiles);
};

export default files;

// What other modules may call: saving and deleting the images they keep, and a file's address.
export { deleteFile, saveImage, saveImages } from './service';
export { fileUrl } from './url';
// Each module declares what its files are for: how large an image is kept, who may read it.
export {
  filePurposesPlugin,
  type FilePurpose,
  type FileReader,
  type ImagePurpose,
} from './purposes';
