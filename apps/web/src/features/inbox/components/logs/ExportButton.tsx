import { Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { IconDownload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useExportBotLogs } from '../../api/exportBotLogs';
import { botLogQuery, exportFileName, type BotLogFilters } from '../../logic/logFilters';

/** Downloads the filtered conversations as CSV (the request carries the auth header). */
export function ExportButton({ orgId, filters }: { orgId: string; filters: BotLogFilters }) {
  const { t } = useTranslation('inbox');
  const exporting = useExportBotLogs(orgId);
  return (
    <Button
      icon={<IconDownload />}
      loading={exporting.isPending}
      onClick={() =>
        exporting.mutate(
          { query: botLogQuery(filters), fileName: exportFileName(filters) },
          { onSuccess: () => Message.success(t('exportCsv.done')) },
        )
      }
    >
      {t('exportCsv.button')}
    </Button>
  );
}
