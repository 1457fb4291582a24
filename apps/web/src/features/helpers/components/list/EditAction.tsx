import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconEdit } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { HelperCardItem } from '../../logic/cardItem';
import { helperLinks } from '../../logic/links';

/** The card's edit button, for helpers the caller may edit. */
export function EditAction({ helper }: { helper: HelperCardItem }) {
  const { t } = useTranslation('helpers');
  const navigate = useNavigate();
  if (!helper.editId) return null;
  const editId = helper.editId;
  return (
    <Button
      size="mini"
      type="text"
      icon={<IconEdit />}
      aria-label={t('card.editNamed', { name: helper.name })}
      onClick={() => void navigate(helperLinks.edit(editId))}
    >
      {t('actions.edit')}
    </Button>
  );
}

export const editAction = (helper: HelperCardItem) => <EditAction helper={helper} />;
