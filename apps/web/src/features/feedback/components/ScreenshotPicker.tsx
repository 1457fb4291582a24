import { useRef } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconClose, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_SCREENSHOTS } from '@miaoyu/contracts/feedback';
import { checkImageFile, IMAGE_ACCEPT, IMAGE_MAX_MB } from '@/lib/image-file';
import { BlobImage } from './BlobImage';
import styles from './Feedback.module.css';

interface Props {
  files: File[];
  onChange: (files: File[]) => void;
  onProblem: (message: string | null) => void;
}

/** Up to 3 images, checked here (type, 5 MB), shown as thumbnails that can be removed. */
export function ScreenshotPicker({ files, onChange, onProblem }: Props) {
  const { t } = useTranslation('feedback');
  const input = useRef<HTMLInputElement>(null);

  const add = (chosen: File[]) => {
    const room = FEEDBACK_MAX_SCREENSHOTS - files.length;
    const accepted: File[] = [];
    let problem: string | null = null;
    for (const file of chosen) {
      const bad = checkImageFile(file);
      if (bad === 'type') problem = t('feedback.form.badType');
      else if (bad === 'size') problem = t('feedback.form.tooLarge', { max: IMAGE_MAX_MB });
      else if (accepted.length >= room)
        problem = t('feedback.form.tooMany', { max: FEEDBACK_MAX_SCREENSHOTS });
      else accepted.push(file);
    }
    onProblem(problem);
    if (accepted.length) onChange([...files, ...accepted]);
  };

  return (
    <div className={styles.pickerRow}>
      {files.map((file, index) => (
        <div key={`${file.name}-${index}`} className={styles.pickedThumb}>
          <BlobImage blob={file} alt={file.name} />
          <button
            type="button"
            className={styles.removeThumb}
            aria-label={t('feedback.form.removeScreenshot')}
            onClick={() => {
              onProblem(null);
              onChange(files.filter((_, i) => i !== index));
            }}
          >
            <IconClose />
          </button>
        </div>
      ))}
      {files.length < FEEDBACK_MAX_SCREENSHOTS ? (
        <Button className={styles.addThumb} onClick={() => input.current?.click()}>
          <IconPlus />
          <span>{t('feedback.form.addScreenshot')}</span>
        </Button>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        data-testid="screenshot-input"
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
