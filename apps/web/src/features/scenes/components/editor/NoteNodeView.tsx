import { memo } from 'react';
import { NodeResizer, type NodeProps } from '@xyflow/react';
import { useEditor } from './context';
import { updateNote } from './graphOps';
import type { NoteFlowNode } from './flow';
import { sameLook, useNodeSetting } from './NodeFrame';
import styles from './Nodes.module.css';

/** A comment on the canvas: a sticky note to type on, resized by its corners when selected. */
function NoteNodeViewImpl({ data, selected }: NodeProps<NoteFlowNode>) {
  const { t } = useNodeSetting();
  const { store } = useEditor();
  const { note, readOnly } = data;
  const change = (patch: Parameters<typeof updateNote>[2], key?: string) =>
    store.getState().change((graph) => updateNote(graph, note.id, patch), key);
  return (
    <div className={styles.note} data-testid="scene-note">
      <NodeResizer
        isVisible={selected && !readOnly}
        minWidth={80}
        minHeight={40}
        maxWidth={2_000}
        maxHeight={2_000}
        lineClassName={styles.noteLine}
        handleClassName={styles.noteHandle}
        onResizeEnd={(_, box) =>
          change({
            width: Math.round(box.width),
            height: Math.round(box.height),
            position: { x: Math.round(box.x), y: Math.round(box.y) },
          })
        }
      />
      <textarea
        className={`${styles.noteText} nodrag nowheel`}
        value={note.text}
        maxLength={2_000}
        readOnly={readOnly}
        placeholder={t('editor.note.placeholder')}
        aria-label={t('editor.note.label')}
        onChange={(event) => change({ text: event.target.value }, `note:${note.id}`)}
      />
    </div>
  );
}

export const NoteNodeView = memo(NoteNodeViewImpl, sameLook);
