import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { copyText } from './clipboard';

/** Copies text (also on plain-HTTP deployments) and tells the reader whether it worked. */
export async function copyAndSay(
  text: string,
  messages: { ok: string; failed: string },
): Promise<void> {
  try {
    await copyText(text);
    Message.success(messages.ok);
  } catch {
    Message.error(messages.failed);
  }
}
