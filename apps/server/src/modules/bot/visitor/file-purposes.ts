import type { FilePurpose } from '../../files';

/**
 * A visitor's uploads to a bot: the visitor has no sign-in, so the file's unguessable code is
 * its key, for them and for the team's people who read the conversation.
 */
export const VISITOR_FILES: FilePurpose = { purpose: 'visitor' };
