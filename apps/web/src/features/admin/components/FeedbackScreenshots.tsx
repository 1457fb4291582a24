import { Image, Skeleton, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import { useFileBlob, useObjectUrl } from '@/lib/files';
import styles from './FeedbackScreenshots.module.css';

const SIZE = 96;

function Screenshot({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation('admin');
  const blob = useFileBlob(url);
  const src = useObjectUrl(blob.data);
  if (blob.isError)
    return <Typography.Text type="error">{t('adminFeedback.screenshotFailed')}</Typography.Text>;
  if (!src) return <Skeleton image={{ style: { width: SIZE, height: SIZE } }} />;
  return (
    <Image
      src={src}
      alt={alt}
      width={SIZE}
      height={SIZE}
      className={styles.thumb}
      previewProps={{ src }}
    />
  );
}

/** Thumbnails of a feedback's screenshots (fetched with the auth header); click to preview. */
export function FeedbackScreenshots({ urls }: { urls: string[] }) {
  const { t } = useTranslation('admin');
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {urls.map((url, index) => (
          <Screenshot
            key={url}
            url={url}
            alt={t('adminFeedback.screenshotAlt', { index: index + 1 })}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
