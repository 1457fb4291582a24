import { useState } from 'react';
import { IconClose } from '@arco-design/web-react/icon';
import type { BotLook } from '@miaoyu/contracts/bot';
import { useTranslation } from 'react-i18next';
import { LauncherIcon } from './LauncherIcon';
import styles from './Preview.module.css';

interface Props {
  /** The form's current look, saved or not. */
  look: BotLook;
  /** The chat's address for the chosen key; null when there is no usable key. */
  chatSrc: string | null;
}

/**
 * A made-up web page with the bot's launcher as the embed script draws it. The launcher follows
 * the unsaved form; the chat it opens is the real visitor page, which shows the saved settings.
 */
export function LivePreview({ look, chatSrc }: Props) {
  const { t } = useTranslation('bot');
  const [open, setOpen] = useState(false);
  const side = look.position === 'left' ? styles.left : styles.right;
  return (
    <div className={styles.preview}>
      <div className={styles.page} aria-label={t('preview.page')} role="img" />
      {open ? (
        <div className={`${styles.chat} ${side}`}>
          {chatSrc ? (
            <iframe
              key={chatSrc}
              src={chatSrc}
              title={t('preview.frameTitle')}
              className={styles.frame}
              allow="clipboard-write"
            />
          ) : (
            <p className={styles.noKey}>{t('preview.noKey')}</p>
          )}
        </div>
      ) : null}
      <button
        type="button"
        className={`${styles.launcher} ${side}`}
        style={{ background: look.primaryColor }}
        aria-label={open ? t('preview.close') : t('preview.open')}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? <IconClose style={{ fontSize: 20 }} /> : <LauncherIcon icon={look.launcherIcon} />}
      </button>
    </div>
  );
}
