import type { ComponentType, DragEvent } from 'react';
import { Button, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconMenuFold, IconMenuUnfold } from '@arco-design/web-react/icon';
import type { SceneNodeType } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { DRAG_TYPE, NODE_LOOKS, NOTE_DRAG, NOTE_ICON, PALETTE_GROUPS } from './nodeLook';
import styles from './Editor.module.css';

interface Props {
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
  disabled: boolean;
  onAdd: (item: SceneNodeType | 'note') => void;
}

const dragStart = (item: string) => (event: DragEvent) => {
  event.dataTransfer.setData(DRAG_TYPE, item);
  event.dataTransfer.effectAllowed = 'copy';
};

/** The node types by group, and comments: click to add one in view, or drag it onto the canvas. */
export function Palette({ collapsed, onCollapse, disabled, onAdd }: Props) {
  const { t } = useTranslation('scenes');
  const item = (
    key: SceneNodeType | 'note',
    label: string,
    Icon: ComponentType<{ className?: string }>,
    hint: string,
  ) => {
    const button = (
      <button
        type="button"
        key={key}
        className={styles.paletteItem}
        draggable={!disabled}
        disabled={disabled}
        onDragStart={dragStart(key === 'note' ? NOTE_DRAG : key)}
        onClick={() => onAdd(key)}
        data-testid={`palette-${key}`}
        aria-label={collapsed ? label : undefined}
      >
        <Icon className={styles.paletteIcon} />
        {collapsed ? null : <span>{label}</span>}
      </button>
    );
    return (
      <Tooltip key={key} content={hint} position="right" mini>
        {button}
      </Tooltip>
    );
  };
  return (
    <nav
      className={collapsed ? `${styles.palette} ${styles.paletteCollapsed}` : styles.palette}
      aria-label={t('editor.palette.title')}
    >
      <Button
        size="mini"
        type="text"
        className={styles.paletteToggle}
        icon={collapsed ? <IconMenuUnfold /> : <IconMenuFold />}
        aria-label={collapsed ? t('editor.palette.expand') : t('editor.palette.collapse')}
        onClick={() => onCollapse(!collapsed)}
      />
      {PALETTE_GROUPS.map((group) => (
        <section key={group.key} className={styles.paletteGroup}>
          {collapsed ? null : <h3>{t(`editor.palette.groups.${group.key}`)}</h3>}
          {group.types.map((type) =>
            item(type, t(`editor.types.${type}`), NODE_LOOKS[type].icon, t(`editor.hints.${type}`)),
          )}
        </section>
      ))}
      <section className={styles.paletteGroup}>
        {collapsed ? null : <h3>{t('editor.palette.groups.other')}</h3>}
        {item('note', t('editor.palette.note'), NOTE_ICON, t('editor.hints.note'))}
      </section>
    </nav>
  );
}
