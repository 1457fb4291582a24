import { Button, Dropdown, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconDelete, IconMore } from '@arco-design/web-react/icon';
import type { Dataset } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/Panel';
import { formatDateTime } from '@/lib/datetime';
import { formatBytes } from '../../logic/format';
import styles from './List.module.css';

interface Props {
  dataset: Dataset;
  canManage: boolean;
  onDelete: () => void;
}

/** A knowledge base in the list: what it holds and when it changed; managers may delete it. */
export function DatasetCard({ dataset, canManage, onDelete }: Props) {
  const { t } = useTranslation('knowledge');
  const menu = (
    <Menu onClickMenuItem={(key) => key === 'delete' && onDelete()}>
      <Menu.Item key="delete">
        <IconDelete /> {t('list.delete')}
      </Menu.Item>
    </Menu>
  );
  const title = (
    <Link to={`/knowledge/${dataset.id}`} className={styles.cardTitle} title={dataset.name}>
      {dataset.name}
    </Link>
  );
  const actions = canManage ? (
    <Dropdown droplist={menu} trigger="click" position="br">
      <Button type="text" size="small" icon={<IconMore />} aria-label={t('list.actions')} />
    </Dropdown>
  ) : null;

  return (
    <Panel dense title={title} extra={actions} data-testid="dataset-card">
      <p className={styles.description}>{dataset.description || t('list.noDescription')}</p>
      <div className={styles.facts}>
        <span>{t('list.documents', { count: dataset.documentCount })}</span>
        <span>{t('list.chunks', { count: dataset.chunkCount })}</span>
        <span>{formatBytes(dataset.bytes)}</span>
        <span>{t('list.updatedAt', { time: formatDateTime(dataset.updatedAt) })}</span>
      </div>
    </Panel>
  );
}
