import type { InboxBox } from '@miaoyu/contracts/bot';

/**
 * Every box, checked against the contract's list by its type: the contract's own list comes with
 * zod, which the head start in the main chunk must not download.
 */
const BOXES: Record<InboxBox, true> = { pending: true, mine: true, closed: true };

/** The box an address names (`?box=`): waiting conversations unless it names another. */
export const boxOf = (value: string | null): InboxBox =>
  value !== null && Object.hasOwn(BOXES, value) ? (value as InboxBox) : 'pending';

/** Where the list and the open conversation take turns instead of sitting side by side. */
export const PHONE_LAYOUT = '(max-width: 767px)';

/** Whether the inbox opens on its boxes: always beside a conversation, on a phone only without. */
export const opensOnList = (openId: string, phone: boolean) => !phone || !openId;
