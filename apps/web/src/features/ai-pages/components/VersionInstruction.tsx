import type { AiPageVersion } from '@miaoyu/contracts/ai-pages';
import { useTranslation } from 'react-i18next';
import { restoredFrom } from '../logic/instruction';

/** What made a version: the request in the person's words, or the version a restore brought back. */
export function VersionInstruction({
  version,
  className,
}: {
  version: AiPageVersion;
  className?: string | undefined;
}) {
  const { t } = useTranslation('aiPages');
  const restored = restoredFrom(version);
  const text = restored ? t('versions.restoredFrom', { n: restored }) : version.instruction;
  return text ? <p className={className}>{text}</p> : null;
}
