import { Image, Skeleton, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import { useObjectUrls } from '../api/getFileBlob';
import styles from './FeedbackScreenshots.module.css';

const SIZE = 96;

/** Thumbnails of a feedback's screenshots (fetched with the auth header); click to preview. */
export function FeedbackScreenshots({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  const sources = useObjectUrls(urls);
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {sources.map((src, index) => {
          const alt = t('adminFeedback.screenshotAlt', { index: index + 1 });
          if (src === undefined)
            return <Skeleton key={urls[index]} image={{ style: { width: SIZE, height: SIZE } }} />;
          if (src === 'failed')
            return (
              <Typography.Text key={urls[index]} type="error">
                {t('adminFeedback.screenshotFailed')}
              </Typography.Text>
            );
          return (
            <Image
              key={urls[index]}
              src={src}
              alt={alt}
              width={SIZE}
              height={SIZE}
              className={styles.thumb}
              previewProps={{ src }}
            />
          );
        })}
      </Space>
    </Image.PreviewGroup>
  );
}
