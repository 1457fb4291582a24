import { isoDay } from './dates';

/** `daily-messages-2025-06-02.png`: the day is today in the studio's time zone. */
export function dailyMessagesFileName(now: Date, timeZone: string): string {
  return `daily-messages-${isoDay(now, timeZone)}.png`;
}

/** Saves a data URL as a file through a temporary link. */
export function downloadDataUrl(dataUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
