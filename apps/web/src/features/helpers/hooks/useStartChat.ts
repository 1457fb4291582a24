import { useNavigate } from 'react-router';
import { useStartHelperChat } from '../api/startHelperChat';
import { helperLinks } from '../logic/links';
import { useSignIn } from './useSignIn';

/**
 * Starts a conversation with a helper and opens it in the chat. Signed out, it asks for sign-in
 * first (and comes back here). A suggested question goes along as `?prompt=`, which the chat page
 * asks in that session.
 */
export function useStartChat(code: string) {
  const start = useStartHelperChat();
  const navigate = useNavigate();
  const { signInFirst } = useSignIn();
  const startChat = (prompt?: string) => {
    if (!signInFirst()) return;
    start.mutate(code, {
      onSuccess: ({ sessionId }) => void navigate(helperLinks.chat(sessionId, prompt)),
    });
  };
  return { startChat, starting: start.isPending };
}
