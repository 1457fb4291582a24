import type { FilePurpose } from '../files';
import { requireSalePicReader } from './access';

/** A customer's screenshots: read by whoever may read their sale chat (404 for anyone else). */
export const SALE_FILES: FilePurpose = {
  purpose: 'sale',
  canRead: async (file, identify, db) => {
    await requireSalePicReader(db, await identify(), file.id);
    return true;
  },
};
