/** From this width the list and the open chat sit side by side; below, they take turns. */
export const WIDE_WORKSPACE = '(min-width: 1024px)';

/** Whether the workspace opens on its list: always when wide, on a phone only without a chat open. */
export const opensOnList = (openId: string, wide: boolean) => wide || !openId;
