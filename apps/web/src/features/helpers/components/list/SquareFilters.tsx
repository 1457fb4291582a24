import { Radio, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { HELPER_KINDS, HELPER_SORTS } from '@miaoyu/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useHelperCategories } from '../../api/helperCategories';
import type { SquareFilters as Filters } from '../../hooks/useSquareFilters';
import styles from './List.module.css';

interface Props {
  filters: Filters;
  onChange: (name: keyof Filters, value: string) => void;
}

/**
 * The square's categories as chips, the order, the kind and the tag picked from a card. Radio
 * buttons rather than a select: Arco's Select would be a tenth of the page's download.
 */
export function SquareFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('helpers');
  const categories = useHelperCategories().data ?? [];
  const chip = (value: string, label: string, count?: number) => (
    <button
      key={value || 'all'}
      type="button"
      className={styles.chip}
      aria-pressed={filters.category === value}
      onClick={() => onChange('category', value)}
    >
      {label}
      {count === undefined ? null : <span className={styles.chipCount}>{count}</span>}
    </button>
  );
  return (
    <div className={styles.filters}>
      {categories.length > 0 ? (
        <div className={styles.chips} role="group" aria-label={t('square.categories')}>
          {chip('', t('square.allCategories'))}
          {categories.map((category) => chip(category.name, category.name, category.count))}
        </div>
      ) : null}
      <div className={styles.filterLine}>
        <Radio.Group
          type="button"
          size="small"
          value={filters.sort}
          onChange={(value: string) => onChange('sort', value)}
          aria-label={t('square.sort')}
        >
          {HELPER_SORTS.map((sort) => (
            <Radio key={sort} value={sort}>
              {t(`square.sorts.${sort}`)}
            </Radio>
          ))}
        </Radio.Group>
        <Radio.Group
          type="button"
          size="small"
          value={filters.kind}
          onChange={(value: string) => onChange('kind', value)}
          aria-label={t('square.kind')}
        >
          {['' as const, ...HELPER_KINDS].map((kind) => (
            <Radio key={kind || 'all'} value={kind}>
              {kind ? t(`kind.${kind}`) : t('square.allKinds')}
            </Radio>
          ))}
        </Radio.Group>
        {filters.tag ? (
          <Tag closable color="arcoblue" onClose={() => onChange('tag', '')}>
            {t('square.tag', { tag: filters.tag })}
          </Tag>
        ) : null}
      </div>
    </div>
  );
}
