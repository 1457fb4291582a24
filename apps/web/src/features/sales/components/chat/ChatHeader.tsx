import { Button, Message, Popconfirm, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconDelete, IconLeft } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { SALE_STAGES, type SaleChat, type SaleStage } from '@miaoyu/contracts/sales';
import { useDeleteSaleChat } from '../../api/deleteSaleChat';
import { useUpdateSaleChat } from '../../api/updateSaleChat';
import { STAGE_COLORS } from '../../logic/format';
import styles from './chat.module.css';

interface Props {
  chat: SaleChat;
  onBack: (() => void) | undefined;
  onDeleted: () => void;
}

/** Who the customer is, where the chat happens, and the stage of the sale (changed in place). */
export function ChatHeader({ chat, onBack, onDeleted }: Props) {
  const { t } = useTranslation('sales');
  const update = useUpdateSaleChat();
  const remove = useDeleteSaleChat();
  return (
    <header className={styles.header}>
      {onBack ? (
        <Button
          className={styles.touch}
          type="text"
          icon={<IconLeft />}
          aria-label={t('workspace.back')}
          onClick={onBack}
        />
      ) : null}
      <div className={styles.who}>
        <h2 className={styles.customer}>{chat.customerName}</h2>
        <span className={styles.meta}>
          <Tag size="small">{t(`channel.${chat.channel}`)}</Tag>
          {chat.editable ? null : <span>{t('chat.owner', { name: chat.ownerName })}</span>}
        </span>
      </div>
      {chat.editable ? (
        <Select
          className={styles.stage}
          aria-label={t('stage.label')}
          value={chat.stage}
          disabled={update.isPending}
          onChange={(stage: SaleStage) => update.mutate({ id: chat.id, stage })}
          options={SALE_STAGES.map((value) => ({ value, label: t(`stage.${value}`) }))}
        />
      ) : (
        <Tag color={STAGE_COLORS[chat.stage]}>{t(`stage.${chat.stage}`)}</Tag>
      )}
      {chat.editable ? (
        <Popconfirm
          title={t('chat.deleteConfirm')}
          okButtonProps={{ status: 'danger' }}
          onOk={async () => {
            await remove.mutateAsync(chat.id);
            Message.success(t('chat.deleted'));
            onDeleted();
          }}
        >
          <Button
            className={styles.touch}
            type="text"
            status="danger"
            icon={<IconDelete />}
            aria-label={t('chat.delete')}
          />
        </Popconfirm>
      ) : null}
    </header>
  );
}
