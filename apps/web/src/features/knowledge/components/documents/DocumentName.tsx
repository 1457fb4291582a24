import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import {
  IconCodeBlock,
  IconFile,
  IconFilePdf,
  IconLink,
  IconList,
  IconQuestionCircle,
} from '@arco-design/web-react/icon';
import type { DatasetDocument } from '@miaoyu/contracts/knowledge';
import styles from './Documents.module.css';

const KIND_COLORS: Record<string, string> = {
  pdf: 'red',
  docx: 'arcoblue',
  xlsx: 'green',
  csv: 'green',
  html: 'orange',
  json: 'purple',
  md: 'cyan',
};

function KindIcon({ document }: { document: DatasetDocument }) {
  if (document.source === 'qa') return <IconQuestionCircle className={styles.nameIcon} />;
  if (document.source === 'url') return <IconLink className={styles.nameIcon} />;
  if (document.kind === 'pdf') return <IconFilePdf className={styles.nameIcon} />;
  if (document.kind === 'xlsx' || document.kind === 'csv')
    return <IconList className={styles.nameIcon} />;
  if (document.kind === 'json' || document.kind === 'html')
    return <IconCodeBlock className={styles.nameIcon} />;
  return <IconFile className={styles.nameIcon} />;
}

/** A document's name with an icon and tag of its type (known once read), and where it sits. */
export function DocumentName({ document, folder }: { document: DatasetDocument; folder?: string }) {
  return (
    <div className={styles.name}>
      <KindIcon document={document} />
      <div className={styles.nameText}>
        <span className={styles.nameLine} title={document.name}>
          {document.name}
        </span>
        <span className={styles.nameMeta}>
          {document.kind ? (
            <Tag size="small" color={KIND_COLORS[document.kind] ?? 'gray'}>
              {document.kind.toUpperCase()}
            </Tag>
          ) : null}
          {folder ? <span>{folder}</span> : null}
        </span>
      </div>
    </div>
  );
}
