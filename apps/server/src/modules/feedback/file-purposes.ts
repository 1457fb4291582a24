import type { ImagePurpose } from '../files';

/** Screenshots sent with feedback: read by their author and by platform admins only. */
export const FEEDBACK_FILES: ImagePurpose = {
  purpose: 'feedback',
  maxSide: 2048,
  canRead: async (file, identify) => {
    const reader = await identify();
    return file.userId === reader.id || reader.role === 'admin';
  },
};
