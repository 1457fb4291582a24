import type { ReactNode } from 'react';
import { Button, Empty, Pagination, Spin } from '@arco-design/web-react';
import type { TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import type { BotLogConversation } from '@miaoyu/contracts/bot';
import { LoadFailed } from '@/components/LoadFailed';
import { PagedTable, type PagedResult } from '@/components/PagedTable';
import type { Paging } from '@/hooks/usePaging';
import { formatDateTime } from '@/lib/datetime';
import { StatusTag } from '../StatusTag';
import { Ratings } from './Ratings';
import styles from './logs.module.css';

interface Props {
  result: PagedResult<BotLogConversation>;
  paging: Paging;
  /** Cards instead of a table (phones). */
  cards: boolean;
  onView: (row: BotLogConversation) => void;
}

/** The matching conversations, a page at a time: a table on a desktop, cards on a phone. */
export function LogTable({ result, paging, cards, onView }: Props) {
  const { t } = useTranslation('inbox');
  const handedOff = (row: BotLogConversation) =>
    row.handedOff
      ? row.agentName
        ? t('table.byAgent', { name: row.agentName })
        : t('table.yes')
      : t('table.no');
  const view = (row: BotLogConversation) => (
    <Button type="text" size="small" onClick={() => onView(row)}>
      {t('table.view')}
    </Button>
  );
  const texts = {
    empty: t('table.empty'),
    loadFailed: t('table.loadFailed'),
    total: (count: number) => t('table.total', { count }),
  };

  if (cards)
    return (
      <LogCards result={result} paging={paging} texts={texts} view={view} handedOff={handedOff} />
    );

  const columns: TableColumnProps<BotLogConversation>[] = [
    {
      title: t('table.time'),
      dataIndex: 'createdAt',
      width: 150,
      render: (_, row) => formatDateTime(row.createdAt),
    },
    {
      title: t('table.title'),
      dataIndex: 'title',
      render: (_, row) => (
        <span className={styles.titleCell}>
          <span>{t('visitorName', { code: row.visitorName })}</span>
          <span className={styles.sub}>{row.title}</span>
        </span>
      ),
    },
    {
      title: t('table.bot'),
      dataIndex: 'helperName',
      width: 160,
      render: (_, row) => (
        <span className={styles.titleCell}>
          <span>{row.helperName}</span>
          <span className={styles.sub}>{row.keyName}</span>
        </span>
      ),
    },
    { title: t('table.messages'), dataIndex: 'messages', width: 80 },
    {
      title: t('table.feedback'),
      dataIndex: 'likes',
      width: 110,
      render: (_, row) => <Ratings row={row} />,
    },
    {
      title: t('table.unanswered'),
      dataIndex: 'unanswered',
      width: 80,
      render: (_, row) => row.unanswered || t('table.no'),
    },
    {
      title: t('table.handedOff'),
      dataIndex: 'handedOff',
      width: 120,
      render: (_, row) => handedOff(row),
    },
    {
      title: t('table.status'),
      dataIndex: 'status',
      width: 120,
      render: (_, row) => <StatusTag status={row.status} />,
    },
    {
      title: t('table.actions'),
      dataIndex: 'id',
      width: 80,
      fixed: 'right',
      render: (_, row) => view(row),
    },
  ];
  return (
    <PagedTable columns={columns} result={result} paging={paging} texts={texts} scrollX={1000} />
  );
}

interface CardsProps {
  result: PagedResult<BotLogConversation>;
  paging: Paging;
  texts: { empty: string; loadFailed: string; total: (count: number) => string };
  view: (row: BotLogConversation) => ReactNode;
  handedOff: (row: BotLogConversation) => string;
}

function LogCards({ result, paging, texts, view, handedOff }: CardsProps) {
  const { t } = useTranslation('inbox');
  if (result.isError)
    return <LoadFailed message={texts.loadFailed} onRetry={() => void result.refetch()} />;
  const rows = result.data?.list ?? [];
  if (!result.data) return <Spin className={styles.note} />;
  if (rows.length === 0) return <Empty description={texts.empty} />;
  return (
    <>
      <ul className={styles.cards}>
        {rows.map((row) => (
          <li key={row.id} className={styles.card}>
            <div className={styles.cardTop}>
              <strong>{t('visitorName', { code: row.visitorName })}</strong>
              <StatusTag status={row.status} />
            </div>
            <p className={styles.cardTitle}>{row.title}</p>
            <div className={styles.cardMeta}>
              <span>{formatDateTime(row.createdAt)}</span>
              <span>{row.helperName}</span>
              <span>{t('table.messageCount', { count: row.messages })}</span>
              <Ratings row={row} />
              {row.handedOff ? <span>{handedOff(row)}</span> : null}
            </div>
            {view(row)}
          </li>
        ))}
      </ul>
      <div className={styles.pager}>
        <Pagination
          simple
          size="small"
          current={paging.page}
          pageSize={paging.limit}
          total={result.data.total}
          onChange={paging.setPage}
        />
      </div>
    </>
  );
}
