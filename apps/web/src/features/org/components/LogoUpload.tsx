import { useRef, useState } from 'react';
import { Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { IconUpload } from '@arco-design/web-react/icon';
import type { Org } from '@miaoyu/contracts/orgs';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { checkImageFile, IMAGE_ACCEPT, IMAGE_MAX_MB } from '@/lib/image-file';
import { useUploadLogo } from '../api/uploadLogo';
import { OrgAvatar } from './OrgAvatar';

/** The team logo with an upload button (owners and admins); checked here, then by the server. */
export function LogoUpload({ org, editable }: { org: Org; editable: boolean }) {
  const { t } = useTranslation('org');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const [problem, setProblem] = useState('');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const check = checkImageFile(file);
    if (check) {
      setProblem(
        t(check === 'type' ? 'org.logo.badType' : 'org.logo.tooLarge', { mb: IMAGE_MAX_MB }),
      );
      return;
    }
    setProblem('');
    try {
      await upload.mutateAsync({ orgId: org.id, file });
      Message.success(t('org.logo.saved'));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 20 }}>
      <OrgAvatar org={org} size={64} />
      {editable ? (
        <div>
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            aria-label={t('org.logo.upload')}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            icon={<IconUpload />}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {t('org.logo.upload')}
          </Button>
          <div style={{ color: 'var(--color-text-3)', fontSize: 12, marginTop: 4 }}>
            {t('org.logo.hint', { mb: IMAGE_MAX_MB })}
          </div>
          {problem ? (
            <div role="alert" style={{ color: 'rgb(var(--danger-6))', fontSize: 12, marginTop: 4 }}>
              {problem}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
