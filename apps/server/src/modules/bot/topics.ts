/** Live topics: a conversation (its visitor and the agent reading it) and an org's inbox. */
export const conversationTopic = (sessionId: bigint | string) => `conv:${sessionId}`;
export const inboxTopic = (orgId: bigint | string) => `inbox:${orgId}`;

/** Tells the conversation's readers and the org's inbox that it changed. */
export async function announce(
  live: { notify(topic: string, detail?: string): Promise<void> },
  orgId: bigint,
  sessionId: bigint,
): Promise<void> {
  await Promise.all([
    live.notify(conversationTopic(sessionId)),
    live.notify(inboxTopic(orgId), String(sessionId)),
  ]);
}
