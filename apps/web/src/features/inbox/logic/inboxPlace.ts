import { INBOX_BOXES } from '@miaoyu/contracts/constants';
import type { InboxBox } from '@miaoyu/contracts/bot';

/** The box an address names (`?box=`): waiting conversations unless it names another. */
export const boxOf = (value: string | null): InboxBox =>
  INBOX_BOXES.includes(value as InboxBox) ? (value as InboxBox) : 'pending';

/** Where the list and the open conversation take turns instead of sitting side by side. */
export const PHONE_LAYOUT = '(max-width: 767px)';

/** Whether the inbox opens on its boxes: always beside a conversation, on a phone only without. */
export const opensOnList = (openId: string, phone: boolean) => !phone || !openId;
