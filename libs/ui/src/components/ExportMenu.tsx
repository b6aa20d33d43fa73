import { useState } from 'react';
import { IconDownload } from '@tabler/icons-react';
import { downloadFile, normalizeLanguage, type ServiceClient } from '@idea-portal/platform';
import { useUiText } from '../i18n/use-ui-text';
import { Button, Menu } from '../mantine';
import { notifyError, notifySuccess } from '../notify/notify';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportMenuProps {
  /** The client of the list's service, the export's path and the list's query as it is filtered now. */
  client: ServiceClient;
  path: string;
  query: string | Record<string, string | number | undefined>;
  /** The file's name before the date: `ideas` saves `ideas-2026-11-27.csv`. */
  what: string;
}

/** Today in the browser's calendar, as YYYY-MM-DD. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The export's URL: the list's query, the format and the headers' language. */
export function exportUrl(path: string, query: ExportMenuProps['query'], format: ExportFormat, language: string): string {
  const params = new URLSearchParams(
    typeof query === 'string' ? query : Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  );
  params.set('format', format);
  params.set('lang', normalizeLanguage(language));
  return `${path}?${params.toString()}`;
}

/** "Export" with CSV and Excel: the list's current filter, every row, saved as `<what>-<date>.<format>`; a toast says how it went. */
export function ExportMenu({ client, path, query, what }: ExportMenuProps) {
  const { text, language } = useUiText();
  const [busy, setBusy] = useState(false);
  async function run(format: ExportFormat) {
    setBusy(true);
    try {
      await downloadFile(client, exportUrl(path, query, format, language), `${what}-${localDay()}.${format}`);
      notifySuccess(text('exportMenu.done'));
    } catch {
      notifyError(text('exportMenu.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={busy} leftSection={<IconDownload size={16} aria-hidden />}>
          {text('exportMenu.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>CSV</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>Excel</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
