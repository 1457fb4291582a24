import { useState } from 'react';
import { Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame';
import styles from './AiPages.module.css';

type Width = 'full' | 'phone';

interface Props {
  html: string;
  title: string;
  /** Said above the page (writing, showing an older version). */
  status?: string;
  /** Beside the width switch (the code tab, the version shown). */
  extra?: React.ReactNode;
}

/** The page in its sandbox, at a computer's width or a phone's. */
export function PagePreview({ html, title, status, extra }: Props) {
  const { t } = useTranslation('aiPages');
  const [width, setWidth] = useState<Width>('full');
  return (
    <div className={styles.view}>
      <div className={styles.viewBar}>
        <Radio.Group
          type="button"
          size="small"
          value={width}
          onChange={(value: Width) => setWidth(value)}
          aria-label={t('preview.width')}
        >
          <Radio value="full">{t('preview.computer')}</Radio>
          <Radio value="phone">{t('preview.phone')}</Radio>
        </Radio.Group>
        {status ? (
          <span className={styles.status} role="status">
            {status}
          </span>
        ) : null}
        {extra}
      </div>
      <div className={styles.stage}>
        <PageFrame
          html={html}
          title={title}
          className={`${styles.frame} ${width === 'phone' ? styles.phone : ''}`}
        />
      </div>
    </div>
  );
}
