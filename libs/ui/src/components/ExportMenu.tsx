import { useState } from 'react';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useUiText } from '../i18n/use-ui-text';
import { Button, Menu } from '../mantine';
import { notifyError, notifySuccess } from '../notify/notify';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportMenuProps {
  /** Downloads what the screen shows, filtered as it is, in a format. */
  onExport: (format: ExportFormat) => Promise<unknown>;
}

/** "Export" with CSV and Excel: the list's current filter, every row; a toast says how it went. */
export function ExportMenu({ onExport }: ExportMenuProps) {
  const { text } = useUiText();
  const [busy, setBusy] = useState(false);
  async function run(format: ExportFormat) {
    setBusy(true);
    try {
      await onExport(format);
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
        <Button variant="default" loading={busy} leftSection={<IconDownload size={16} aria-hidden />} title={text('exportMenu.label')}>
          {text('exportMenu.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => void run('csv')}>
          {text('exportMenu.csv')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void run('xlsx')}>
          {text('exportMenu.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
