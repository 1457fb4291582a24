import { useState } from 'react';
import { Button, Message, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useQuery } from '@tanstack/react-query';
import type { HelperProfile } from '@miaoyu/contracts/helper-use';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { helperKeys } from '../../api/keys';
import { listOrgHelpers } from '../../api/orgHelpers';
import { PICKABLE_HELPERS } from '../../api/requests';
import { useSetDefaultHelper } from '../../api/setDefaultHelper';
import { helperLinks } from '../../logic/links';
import styles from './Helper.module.css';

interface Props {
  orgId: string;
  current: HelperProfile | null;
  /** Closes the picker (after a save, or on cancel when there is a current helper). */
  onClose?: () => void;
}

/** Owners and admins pick the org's AI helper among the chat helpers the whole team can see. */
export function DefaultHelperPicker({ orgId, current, onClose }: Props) {
  const { t } = useTranslation('helpers');
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string | undefined>(current?.id);
  const save = useSetDefaultHelper(orgId);
  const helpers = useQuery({
    queryKey: helperKeys.orgList(orgId, PICKABLE_HELPERS),
    queryFn: () => listOrgHelpers(orgId, PICKABLE_HELPERS),
    select: (page) => page.list.filter((helper) => helper.visibility !== 'private'),
  });
  const choose = (helperId: string | null) =>
    save.mutate(helperId, {
      onSuccess: (helper) => {
        Message.success(
          helper ? t('aiHelper.saved', { name: helper.name }) : t('aiHelper.cleared'),
        );
        onClose?.();
      },
    });

  if (helpers.data?.length === 0)
    return (
      <div className={styles.picker}>
        <p className={styles.muted}>{t('aiHelper.noChatHelpers')}</p>
        <Button type="primary" onClick={() => void navigate(helperLinks.create('chat'))}>
          {t('actions.create')}
        </Button>
      </div>
    );
  return (
    <div className={styles.picker}>
      <Select
        placeholder={t('aiHelper.pick')}
        aria-label={t('aiHelper.pick')}
        loading={helpers.isPending}
        value={picked}
        onChange={(value: string) => setPicked(value)}
        options={(helpers.data ?? []).map((helper) => ({ value: helper.id, label: helper.name }))}
        showSearch
        filterOption={(input, option) =>
          String((option.props as { children?: unknown }).children ?? '')
            .toLowerCase()
            .includes(input.toLowerCase())
        }
      />
      <Button
        type="primary"
        disabled={!picked || picked === current?.id}
        loading={save.isPending}
        onClick={() => picked && choose(picked)}
      >
        {t('aiHelper.save')}
      </Button>
      {current ? (
        <>
          <Button status="danger" onClick={() => choose(null)} disabled={save.isPending}>
            {t('aiHelper.clear')}
          </Button>
          <Button onClick={onClose}>{t('aiHelper.cancel')}</Button>
        </>
      ) : null}
    </div>
  );
}
