import { Notification } from '@arco-design/web-react';
import '@arco-design/web-react/es/Notification/style/css.js';
import { NOTIFICATION_DURATION_MS } from '@miaoyu/contracts/constants';

export interface ErrorNotice {
  /** Notices with the same id show once (several calls refused alike at once). */
  id: string;
  title: string;
  content: string;
}

export function showErrorNotice(notice: ErrorNotice): void {
  Notification.error({
    ...notice,
    duration: NOTIFICATION_DURATION_MS,
    position: 'bottomRight',
  });
}
