import { Button, Tooltip } from '@arco-design/web-react';
import { IconFullscreen, IconFullscreenExit } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from '@/hooks/useFullscreen';

export function FullscreenButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { active, toggle } = useFullscreen();
  const label = active ? t('navbar.exitFullscreen') : t('navbar.fullscreen');
  return (
    <Tooltip content={label} position="bottom">
      <Button
        className={className}
        shape="circle"
        type="secondary"
        aria-label={label}
        icon={active ? <IconFullscreenExit /> : <IconFullscreen />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
