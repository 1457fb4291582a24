import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { HelperKind } from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';

const COLORS: Record<HelperKind, string> = {
  chat: 'arcoblue',
  sale: 'orangered',
  service: 'green',
};

/** What kind of helper: a chat assistant, a sales assistant or a customer-service bot. */
export function KindTag({ kind }: { kind: HelperKind }) {
  const { t } = useTranslation('helpers');
  return (
    <Tag size="small" color={COLORS[kind]} style={{ flex: 'none' }}>
      {t(`kind.${kind}`)}
    </Tag>
  );
}
