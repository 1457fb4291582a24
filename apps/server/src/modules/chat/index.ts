import type { ModulePlugin } from '../../lib/module';
import chatCompletionRoutes from './completions.routes';
import { CHAT_FILES } from './file-purposes';
import chatSessionRoutes from './sessions.routes';

/** A person's own chats: sessions, messages, attachments and answers. */
const chat: ModulePlugin = async (app, { config }) => {
  app.filePurposes.register(CHAT_FILES);
  await app.register(chatSessionRoutes, { config });
  await app.register(chatCompletionRoutes, { config });
};

export default chat;

// What other modules may call: the bot's visitors attach files the way people do in chat.
export { attachmentsInOrder, classify, toAttachment } from './attachments.service';
