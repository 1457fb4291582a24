import { useState } from 'react';
import { Image } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css.js';
import { useFileBlob } from '../api/getFileBlob';
import { BlobImage } from './BlobImage';
import styles from './Feedback.module.css';

/** An image behind the auth header: fetched with the HTTP client as a Blob; click to enlarge. */
export function AuthImage({ url, alt }: { url: string; alt: string }) {
  const blob = useFileBlob(url);
  const [preview, setPreview] = useState<string | null>(null);
  if (!blob.data) return <div className={styles.thumbPlaceholder} aria-label={alt} role="img" />;
  return (
    <>
      <BlobImage blob={blob.data} alt={alt} className={styles.thumb} onOpen={setPreview} />
      {preview ? (
        <Image.Preview
          src={preview}
          visible
          onVisibleChange={(visible) => {
            if (!visible) setPreview(null);
          }}
        />
      ) : null}
    </>
  );
}
