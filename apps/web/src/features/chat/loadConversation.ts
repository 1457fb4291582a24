/**
 * The open session's code (message list, virtualisation, Markdown): its own chunk, since the
 * first screen of `/chat` may be the new-chat composer. Started by the route's preload beside
 * the page's code when a session will open, and by the page when one does.
 */
export const loadConversation = () => import('./components/Conversation');
