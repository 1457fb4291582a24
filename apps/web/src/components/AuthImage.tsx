import { useState } from 'react';
import { Image } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css.js';
import type { FileThumbWidth } from '@miaoyu/contracts/files';
import { useFileBlob, useObjectUrl } from '@/lib/files';
import styles from './AuthImage.module.css';

interface Props {
  url: string;
  alt: string;
  /** Size and shape; the placeholder shown while loading takes it too. */
  className?: string;
  /** Click to see it full size. */
  preview?: boolean;
  /** Shown from a copy this wide (px, a small download); the preview loads the whole image. */
  thumbWidth?: FileThumbWidth;
}

/** A stored image (fetched with the auth header), with a placeholder until it has loaded. */
export function AuthImage({ url, alt, className, preview = false, thumbWidth }: Props) {
  const shown = thumbWidth ? `${url}?w=${thumbWidth}` : url;
  const blob = useFileBlob(shown);
  const src = useObjectUrl(blob.data);
  const [open, setOpen] = useState(false);
  // The whole image once the preview opens; the thumbnail stands in until it has come.
  const thumbnail = shown !== url;
  const wholeBlob = useFileBlob(url, open && thumbnail);
  const whole = useObjectUrl(thumbnail ? wholeBlob.data : undefined);
  const classes = [styles.image, className].filter(Boolean).join(' ');
  if (!src)
    return (
      <div
        className={[classes, styles.placeholder].join(' ')}
        aria-label={alt}
        role="img"
        data-state={blob.isError ? 'failed' : 'loading'}
      />
    );
  return (
    <>
      <img
        src={src}
        alt={alt}
        className={[classes, preview ? styles.zoom : ''].join(' ')}
        onClick={preview ? () => setOpen(true) : undefined}
      />
      {open ? <Image.Preview src={whole ?? src} visible onVisibleChange={setOpen} /> : null}
    </>
  );
}
