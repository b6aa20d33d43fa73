import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { BOM, csvLine, type Cell } from './csv';

export type ExportFormat = 'csv' | 'xlsx';

/** A table to export: its column headers and its rows, fetched in batches as the download is read. */
export interface ExportTable {
  headers: string[];
  /** Batches of rows; the next batch is fetched only when the previous one was written. */
  batches: AsyncIterable<Cell[][]>;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** CSV: BOM, header line, then each batch as it arrives (the stream's back-pressure paces the queries). */
function csvStream(table: ExportTable): Readable {
  return Readable.from(
    (async function* () {
      yield BOM + csvLine(table.headers);
      for await (const rows of table.batches) yield rows.map(csvLine).join('');
    })(),
    { objectMode: false },
  );
}

/** Waits until the stream has room again (its reader took what was written). */
function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      stream.off('error', fail);
      resolve();
    };
    const fail = (error: Error) => {
      stream.off('drain', done);
      reject(error);
    };
    stream.once('drain', done);
    stream.once('error', fail);
  });
}

/**
 * Excel: exceljs's streaming writer (no shared strings, each row committed as it is added), so
 * only the current batch is held; the zip is written to the response as it grows.
 */
function xlsxStream(table: ExportTable, sheetName: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  void (async () => {
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    const header = sheet.addRow(table.headers);
    header.font = { bold: true };
    header.commit();
    for await (const rows of table.batches) {
      for (const cells of rows) sheet.addRow(cells.map((c) => (c === undefined ? null : c))).commit();
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

export function tableStream(table: ExportTable, format: ExportFormat, sheetName: string): Readable {
  return format === 'csv' ? csvStream(table) : xlsxStream(table, sheetName);
}
