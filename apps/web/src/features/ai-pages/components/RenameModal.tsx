import { useState } from 'react';
import { Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { AI_PAGE_TITLE_MAX_CHARS } from '@miaoyu/contracts/ai-pages';
import { useTranslation } from 'react-i18next';
import { useRenamePage } from '../api/pages';
import type { PageRef } from '../api/requests';

interface Props {
  pageRef: PageRef;
  title: string;
  visible: boolean;
  onClose: () => void;
}

export function RenameModal({ pageRef, title, visible, onClose }: Props) {
  const { t } = useTranslation('aiPages');
  const rename = useRenamePage(pageRef);
  const [value, setValue] = useState(title);
  return (
    <Modal
      title={t('editor.rename')}
      visible={visible}
      onCancel={onClose}
      afterOpen={() => setValue(title)}
      okButtonProps={{ disabled: !value.trim(), loading: rename.isPending }}
      onOk={async () => {
        await rename.mutateAsync(value.trim());
        onClose();
      }}
    >
      <Input
        value={value}
        onChange={setValue}
        maxLength={AI_PAGE_TITLE_MAX_CHARS}
        aria-label={t('editor.titleLabel')}
        showWordLimit
      />
    </Modal>
  );
}
