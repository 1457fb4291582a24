import { useState } from 'react';
import { Image } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css.js';
import { useFileBlob, useObjectUrl } from '@/lib/files';
import styles from './AuthImage.module.css';

interface Props {
  url: string;
  alt: string;
  /** Size and shape; the placeholder shown while loading takes it too. */
  className?: string;
  /** Click to see it full size. */
  preview?: boolean;
}

/** A stored image (fetched with the auth header), with a placeholder until it has loaded. */
export function AuthImage({ url, alt, className, preview = false }: Props) {
  const blob = useFileBlob(url);
  const src = useObjectUrl(blob.data);
  const [open, setOpen] = useState(false);
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
      {open ? <Image.Preview src={src} visible onVisibleChange={setOpen} /> : null}
    </>
  );
}
