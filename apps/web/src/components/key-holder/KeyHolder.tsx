import { useState } from 'react';
import { Button, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { KeySuspension } from '@miaoyu/contracts/publishing';
import { useTranslation } from 'react-i18next';
import styles from './KeyHolder.module.css';

/** What a key list says about whom a key works under (helper API keys and bot keys alike). */
export interface KeyHolderInfo {
  holderId: string | null;
  holderName: string;
  suspendedAt: string | null;
  suspendedReason: KeySuspension | null;
}

/** A member a key may be handed to. */
export interface KeyCandidate {
  userId: string;
  nickname: string;
}

/**
 * Who holds the key and, when they are gone, that it is suspended and why (`tag: false` where the
 * list shows the key's state already).
 */
export function KeyHolder({ info, tag = true }: { info: KeyHolderInfo; tag?: boolean }) {
  const { t } = useTranslation();
  const reason = info.suspendedAt ? (info.suspendedReason ?? 'removed') : null;
  return (
    <div data-testid="key-holder">
      <div className={styles.holder}>
        <span>
          {info.holderId === null
            ? t('keyHolder.holderGone')
            : t('keyHolder.holder', { name: info.holderName })}
        </span>
        {reason && tag ? (
          <Tag size="small" color="red">
            {t('keyHolder.suspended')}
          </Tag>
        ) : null}
      </div>
      {reason ? (
        <p className={styles.reason} role="note">
          {t(`keyHolder.reasons.${reason}`)} {t('keyHolder.fix')}
        </p>
      ) : null}
    </div>
  );
}

interface AssignProps {
  members: KeyCandidate[];
  selfId: string;
  /** Hands the key over; a failure is shown by the caller. */
  onAssign: (userId: string) => Promise<unknown>;
}

/** Hands a key to a member of the team (the caller first): for those who manage its helpers. */
export function AssignKey({ members, selfId, onAssign }: AssignProps) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState(selfId);
  const [busy, setBusy] = useState(false);
  const ordered = [...members].sort(
    (a, b) => Number(b.userId === selfId) - Number(a.userId === selfId),
  );
  return (
    <div className={styles.assign}>
      <Select
        size="small"
        value={userId}
        onChange={(value: string) => setUserId(value)}
        aria-label={t('keyHolder.assignTo')}
        options={ordered.map((m) => ({
          value: m.userId,
          label: m.userId === selfId ? t('keyHolder.me', { name: m.nickname }) : m.nickname,
        }))}
      />
      <Button
        size="small"
        type="primary"
        loading={busy}
        onClick={() => {
          setBusy(true);
          void onAssign(userId).finally(() => setBusy(false));
        }}
      >
        {t('keyHolder.assign')}
      </Button>
    </div>
  );
}
