import type { FilePurpose } from '../files';

/** Chat attachments are private conversation content: their owner alone reads them. */
export const CHAT_FILES: FilePurpose = {
  purpose: 'chat',
  canRead: async (file, identify) => file.userId === (await identify()).id,
};
