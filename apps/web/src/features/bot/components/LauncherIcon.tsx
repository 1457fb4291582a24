import type { BotLauncherIcon } from '@miaoyu/contracts/bot-constants';

/** 24×24 outline paths of each launcher icon (stroke, no fill). */
const PATHS: Record<BotLauncherIcon, string[]> = {
  chat: ['M4 5h16v11H9l-5 4z', 'M8 10h8', 'M8 13h5'],
  help: [
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z',
    'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7',
    'M12 17h.01',
  ],
  headset: [
    'M4 14v-2a8 8 0 0 1 16 0v2',
    'M4 14h3v5H4z',
    'M17 14h3v5h-3z',
    'M20 19c0 1.5-2 2.5-5 2.5h-2',
  ],
  sparkle: ['M12 3l2 6l6 2l-6 2l-2 6l-2-6l-6-2l6-2z', 'M19 3v3', 'M17.5 4.5h3'],
};

/** A launcher icon as the embedded button draws it, in the current text colour. */
export function LauncherIcon({ icon, size = 24 }: { icon: BotLauncherIcon; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
