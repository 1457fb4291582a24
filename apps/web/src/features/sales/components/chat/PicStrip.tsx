import { Button, Popconfirm } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import { IconDelete, IconLeft, IconPlus, IconRight } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { SALE_PIC_TYPES, SALE_PICS_MAX, type SaleChat } from '@miaoyu/contracts/sales';
import { AuthImage } from '@/components/AuthImage';
import { useDeleteSalePic } from '../../api/deleteSalePic';
import { useOrderSalePics } from '../../api/orderSalePics';
import { movePic } from '../../logic/reading';
import styles from './chat.module.css';

interface Props {
  chat: SaleChat;
  /** Uploading or reading: the strip waits. */
  disabled: boolean;
  onAdd: (files: File[]) => void;
}

/**
 * The chat's screenshots in reading order: moved left or right, deleted, and more added from the
 * photo library (on a phone the picker opens the camera roll).
 */
export function PicStrip({ chat, disabled, onAdd }: Props) {
  const { t } = useTranslation('sales');
  const order = useOrderSalePics(chat.id);
  const remove = useDeleteSalePic(chat.id);
  const locked = disabled || !chat.editable || order.isPending;
  const full = chat.pics.length >= SALE_PICS_MAX;
  return (
    <div className={styles.strip}>
      <ol className={styles.pics}>
        {chat.pics.map((pic, i) => (
          <li key={pic.id} className={styles.pic} data-state={pic.state} data-pic-id={pic.id}>
            <div className={styles.thumbBox}>
              <AuthImage
                url={pic.url}
                alt={t('pics.name', { n: i + 1 })}
                className={styles.thumb}
                preview
                thumbWidth="320"
              />
              <span className={styles.picIndex}>{i + 1}</span>
              <span className={styles.picState}>{t(`pics.state.${pic.state}`)}</span>
            </div>
            {chat.editable ? (
              <div className={styles.picTools}>
                <Button
                  size="small"
                  type="text"
                  icon={<IconLeft />}
                  aria-label={`${t('pics.moveLeft')} ${t('pics.name', { n: i + 1 })}`}
                  disabled={locked || i === 0}
                  onClick={() => order.mutate(movePic(chat.pics, pic.id, -1))}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<IconRight />}
                  aria-label={`${t('pics.moveRight')} ${t('pics.name', { n: i + 1 })}`}
                  disabled={locked || i === chat.pics.length - 1}
                  onClick={() => order.mutate(movePic(chat.pics, pic.id, 1))}
                />
                <Popconfirm
                  title={t('pics.removeConfirm')}
                  okButtonProps={{ status: 'danger' }}
                  onOk={() => remove.mutateAsync(pic.id)}
                  disabled={locked}
                >
                  <Button
                    size="small"
                    type="text"
                    status="danger"
                    icon={<IconDelete />}
                    aria-label={`${t('pics.remove')} ${t('pics.name', { n: i + 1 })}`}
                    disabled={locked}
                  />
                </Popconfirm>
              </div>
            ) : null}
          </li>
        ))}
        {chat.editable ? (
          <li className={styles.pic}>
            <label
              className={styles.addPic}
              data-disabled={locked || full ? 'true' : undefined}
              title={full ? t('pics.full', { max: SALE_PICS_MAX }) : t('pics.hint')}
            >
              <input
                type="file"
                className={styles.fileInput}
                accept={SALE_PIC_TYPES.join(',')}
                multiple
                disabled={locked || full}
                aria-label={t('pics.add')}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  if (files.length) onAdd(files);
                }}
              />
              <IconPlus className={styles.addIcon} />
              <span>{t('pics.add')}</span>
            </label>
          </li>
        ) : null}
      </ol>
      {chat.editable && chat.pics.length === 0 ? (
        <p className={styles.hint}>{t('pics.hint')}</p>
      ) : null}
    </div>
  );
}
