import { useState } from 'react';
import { Button, Empty, Input, Radio, Select, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import {
  SALE_CHANNELS,
  SALE_STAGES,
  type SaleChannel,
  type SaleStage,
} from '@miaoyu/contracts/sales';
import { LoadFailed } from '@/components/LoadFailed';
import { useDebouncedValue } from '@/hooks/usePaging';
import { useSessionStore } from '@/lib/session';
import type { SaleChatScope } from '../../api/keys';
import { FIRST_SCOPE } from '../../api/requests';
import { useSaleChats } from '../../api/saleChats';
import { ChatItem } from './ChatItem';
import { NewChatModal } from './NewChatModal';
import styles from '../workspace.module.css';

interface Props {
  helperId: string;
  selectedId: string;
  onOpen: (chatId: string) => void;
}

/**
 * The customer chats with the helper, the caller's own or also those colleagues share with the
 * team: search, stage and channel, and a new one.
 */
export function ChatList({ helperId, selectedId, onOpen }: Props) {
  const { t } = useTranslation('sales');
  const [keyword, setKeyword] = useState('');
  const [scope, setScope] = useState<SaleChatScope>(FIRST_SCOPE);
  const [stage, setStage] = useState<SaleStage>();
  const [channel, setChannel] = useState<SaleChannel>();
  const [creating, setCreating] = useState(false);
  const me = useSessionStore((session) => session.userId);
  const filter = { helperId, keyword: useDebouncedValue(keyword.trim()), scope, stage, channel };
  const chats = useSaleChats(filter);
  const list = chats.data?.pages.flatMap((page) => page.list) ?? [];
  const filtered = Boolean(filter.keyword || stage || channel);

  return (
    <>
      <div className={styles.listTools}>
        <Radio.Group
          type="button"
          className={styles.scope}
          value={scope}
          onChange={setScope}
          aria-label={t('list.scope')}
          options={(['mine', 'team'] as const).map((value) => ({
            value,
            label: t(`list.${value}`),
          }))}
        />
        <Input.Search
          allowClear
          className={styles.search}
          value={keyword}
          onChange={setKeyword}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
        />
        <div className={styles.filters}>
          <Select
            allowClear
            value={stage}
            onChange={(value?: SaleStage) => setStage(value || undefined)}
            placeholder={t('stage.all')}
            aria-label={t('stage.label')}
            options={SALE_STAGES.map((value) => ({ value, label: t(`stage.${value}`) }))}
          />
          <Select
            allowClear
            value={channel}
            onChange={(value?: SaleChannel) => setChannel(value || undefined)}
            placeholder={t('channel.all')}
            aria-label={t('channel.label')}
            options={SALE_CHANNELS.map((value) => ({ value, label: t(`channel.${value}`) }))}
          />
        </div>
        <Button
          type="primary"
          long
          className={styles.touch}
          icon={<IconPlus />}
          onClick={() => setCreating(true)}
        >
          {t('list.new')}
        </Button>
      </div>
      <div className={styles.listScroll}>
        {chats.isPending ? (
          <Spin className={styles.listState} />
        ) : chats.isError ? (
          <div className={styles.listState}>
            <LoadFailed message={t('list.loadFailed')} onRetry={() => void chats.refetch()} />
          </div>
        ) : list.length === 0 ? (
          <Empty
            className={styles.listState}
            description={
              filtered ? (
                t('list.noMatch')
              ) : (
                <>
                  <strong className={styles.pickTitle}>{t('list.emptyTitle')}</strong>
                  <span>{t('list.emptyHint')}</span>
                </>
              )
            }
          />
        ) : (
          <ul className={styles.list} aria-label={t('list.search')}>
            {list.map((chat) => (
              <ChatItem
                key={chat.id}
                chat={chat}
                selected={chat.id === selectedId}
                showOwner={chat.ownerId !== me}
                onOpen={onOpen}
              />
            ))}
          </ul>
        )}
        {chats.hasNextPage ? (
          <Button
            long
            type="text"
            className={styles.touch}
            loading={chats.isFetchingNextPage}
            onClick={() => void chats.fetchNextPage()}
          >
            {t('list.more')}
          </Button>
        ) : null}
      </div>
      <NewChatModal
        helperId={helperId}
        visible={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          onOpen(id);
        }}
      />
    </>
  );
}
