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

/** A visitor's conversation of an org, to announce once the change that touched it is stored. */
export interface ConversationRef {
  orgId: bigint;
  sessionId: bigint;
}

export async function announceAll(
  live: { notify(topic: string, detail?: string): Promise<void> },
  conversations: ConversationRef[],
): Promise<void> {
  await Promise.all(conversations.map((c) => announce(live, c.orgId, c.sessionId)));
}
