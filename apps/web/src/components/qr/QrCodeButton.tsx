import { useState } from 'react';
import { Button, Modal, type ButtonProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { IconQrcode } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { QrCode } from './QrCode';
import styles from './QrCode.module.css';

interface Props {
  /** The link the code holds (shown under it too). */
  text: string;
  /** What the link is (`邀请链接`): the dialog's title and the picture's name. */
  title: string;
  fileName: string;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}

/** A button that shows a link as a QR code to scan or download; the encoder loads on first open. */
export function QrCodeButton({ text, title, fileName, size, type }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        type={type}
        icon={<IconQrcode />}
        aria-label={t('qr.showNamed', { name: title })}
        onClick={() => setOpen(true)}
      >
        {t('qr.show')}
      </Button>
      <Modal
        visible={open}
        title={title}
        footer={null}
        onCancel={() => setOpen(false)}
        style={{ width: 'min(360px, calc(100vw - 32px))' }}
        unmountOnExit
      >
        <div className={styles.modalBody}>
          <QrCode text={text} label={t('qr.alt', { name: title })} fileName={fileName} size={220} />
          <span className={styles.link}>{text}</span>
          <span className={styles.link}>{t('qr.scanHint')}</span>
        </div>
      </Modal>
    </>
  );
}
