import { Button, Input, Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import {
  IconHistory,
  IconLeft,
  IconMindMapping,
  IconPlayArrow,
  IconRedo,
  IconSave,
  IconSend,
  IconUndo,
} from '@arco-design/web-react/icon';
import { SCENE_NAME_MAX_CHARS } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCENES_PATH } from '../../logic/paths';
import { useEditor, useEditorState } from './context';
import { ProblemsButton } from './ProblemsButton';
import type { Problem } from './problems';
import type { SaveState } from './useSaving';
import styles from './Editor.module.css';

const STATE_COLORS: Record<SaveState, string> = {
  saved: 'green',
  unsaved: 'orange',
  saving: 'arcoblue',
  conflict: 'red',
};

interface Props {
  saveState: SaveState;
  publishedVersion: number | null;
  testing: boolean;
  onSave: () => void;
  onPublish: () => void;
  onVersions: () => void;
  onTest: () => void;
  onLayout: () => void;
  onFocusProblem: (problem: Problem) => void;
}

/** The editor's bar: back, name, save state, undo/redo, layout, problems, versions, test, save, publish. */
export function EditorHeader(props: Props) {
  const { t } = useTranslation('scenes');
  const { store, readOnly } = useEditor();
  const name = useEditorState((s) => s.doc.name);
  const canUndo = useEditorState((s) => s.past.length > 0);
  const canRedo = useEditorState((s) => s.future.length > 0);
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  const mod = mac ? '⌘' : 'Ctrl+';
  const tip = (label: string, keys: string) => `${label} (${keys})`;

  return (
    <div className={styles.header}>
      <Link to={SCENES_PATH} aria-label={t('editor.back')}>
        <Button type="text" icon={<IconLeft />} tabIndex={-1} />
      </Link>
      <Input
        className={styles.name}
        value={name}
        maxLength={SCENE_NAME_MAX_CHARS}
        readOnly={readOnly}
        aria-label={t('editor.scene.name')}
        onChange={(value) => store.getState().changeDoc((d) => ({ ...d, name: value }), 'name')}
      />
      <Tag color={STATE_COLORS[props.saveState]} data-testid="save-state">
        {t(`editor.saveState.${props.saveState}`)}
      </Tag>
      {props.publishedVersion ? (
        <Tag size="small">{t('editor.publishedVersion', { n: props.publishedVersion })}</Tag>
      ) : (
        <Tag size="small">{t('editor.notPublished')}</Tag>
      )}
      <span className={styles.grow} />
      {readOnly ? null : (
        <>
          <Tooltip content={tip(t('editor.undo'), `${mod}Z`)} mini>
            <Button
              size="small"
              icon={<IconUndo />}
              aria-label={t('editor.undo')}
              disabled={!canUndo}
              onClick={() => store.getState().undo()}
            />
          </Tooltip>
          <Tooltip content={tip(t('editor.redo'), mac ? '⇧⌘Z' : 'Ctrl+Y')} mini>
            <Button
              size="small"
              icon={<IconRedo />}
              aria-label={t('editor.redo')}
              disabled={!canRedo}
              onClick={() => store.getState().redo()}
            />
          </Tooltip>
          <Button size="small" icon={<IconMindMapping />} onClick={props.onLayout}>
            {t('editor.autoLayout')}
          </Button>
        </>
      )}
      <ProblemsButton onFocus={props.onFocusProblem} />
      <Button size="small" icon={<IconHistory />} onClick={props.onVersions}>
        {t('editor.versions.title')}
      </Button>
      <Button
        size="small"
        icon={<IconPlayArrow />}
        type={props.testing ? 'primary' : 'secondary'}
        onClick={props.onTest}
        data-testid="test-button"
      >
        {t('editor.test.open')}
      </Button>
      {readOnly ? null : (
        <>
          <Tooltip content={tip(t('editor.save'), `${mod}S`)} mini>
            <Button
              size="small"
              icon={<IconSave />}
              loading={props.saveState === 'saving'}
              onClick={props.onSave}
              data-testid="save-button"
            >
              {t('editor.save')}
            </Button>
          </Tooltip>
          <Button
            size="small"
            type="primary"
            icon={<IconSend />}
            onClick={props.onPublish}
            data-testid="publish-button"
          >
            {t('editor.publish.open')}
          </Button>
        </>
      )}
    </div>
  );
}
