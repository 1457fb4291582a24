import type { HelperSettings } from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import styles from './Drawers.module.css';

/** A saved version's settings, read-only and as plain text. */
export function VersionSettings({ settings }: { settings: HelperSettings }) {
  const { t } = useTranslation('helpers');
  const none = t('editor.versions.none');
  const rows: [string, string][] = [
    [t('editor.fields.name'), settings.name],
    [t('editor.fields.description'), settings.description || none],
    [t('editor.fields.kind'), t(`kind.${settings.kind}`)],
    [t('editor.fields.instruction'), settings.instruction || none],
    [t('editor.fields.model'), settings.model || t('editor.versions.orgDefault')],
    [
      t('editor.fields.temperature'),
      settings.temperature === null
        ? t('editor.model.temperatureDefault')
        : String(settings.temperature),
    ],
    [t('editor.fields.contextSize'), String(settings.contextSize)],
    [
      t('editor.fields.datasets'),
      settings.datasetIds.length
        ? t('editor.versions.datasets', {
            count: settings.datasetIds.length,
            topK: settings.topK,
            minScore: settings.minScore,
          })
        : none,
    ],
    [t('editor.fields.welcome'), settings.welcome || none],
    [t('editor.fields.questions'), settings.suggestedQuestions.join('\n') || none],
    [t('editor.fields.visibility'), t(`editor.visibility.${settings.visibility}`)],
    [t('editor.fields.category'), settings.category || none],
    [t('editor.fields.tags'), settings.tags.join('、') || none],
  ];
  return (
    <dl className={styles.settings}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.setting}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
