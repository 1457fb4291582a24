import { useEffect, useState } from 'react';
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconDownload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import styles from './QrCode.module.css';

interface Props {
  /** What the code holds: a link. */
  text: string;
  /** What it is, for those who cannot see it (`邀请链接的二维码`). */
  label: string;
  /** The downloaded file's name, without `.png`. */
  fileName: string;
  /** Shown width and height in CSS pixels. */
  size?: number;
}

type Drawn = { text: string; url: string } | { text: string; failed: true };

/** A QR code of a link, drawn when shown (the encoder loads then), with a PNG download. */
export function QrCode({ text, label, fileName, size = 180 }: Props) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<Drawn>();

  useEffect(() => {
    let live = true;
    import('./qrImage')
      .then(({ qrDataUrl }) => qrDataUrl(text))
      .then(
        (url) => live && setDrawn({ text, url }),
        () => live && setDrawn({ text, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [text]);

  const current = drawn?.text === text ? drawn : undefined;
  const download = (url: string) => {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.png`;
    link.click();
  };

  return (
    <figure className={styles.qr} data-testid="qr-code">
      <div className={styles.frame} style={{ width: size, height: size }}>
        {!current ? <Spin aria-label={t('qr.drawing')} /> : null}
        {current && 'url' in current ? (
          <img src={current.url} alt={label} width={size} height={size} />
        ) : null}
        {current && 'failed' in current ? (
          <span className={styles.failed} role="alert">
            {t('qr.failed')}
          </span>
        ) : null}
      </div>
      <Button
        size="small"
        icon={<IconDownload />}
        disabled={!current || !('url' in current)}
        onClick={() => current && 'url' in current && download(current.url)}
      >
        {t('qr.download')}
      </Button>
    </figure>
  );
}
