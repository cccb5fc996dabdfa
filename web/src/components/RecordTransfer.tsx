import type { Endpoint } from '@ews/contract';
import { useState } from 'react';
import { downloadFile } from '../api/transfer.ts';
import { useExportOverlay } from './ExportOverlay.tsx';
import { ImportDialog, type ImportEndpoint } from './ImportDialog.tsx';

interface RecordTransferOptions {
  /** The list's query: an export takes its filters, not its page. */
  query: { page: number; limit: number };
  importTitle: string;
  importEndpoint: ImportEndpoint;
  /** The call answering an empty sheet to fill in. */
  template: Endpoint;
  importPermission: string;
  exportEndpoint: Endpoint;
  exportPermission: string;
  /** After an import: the list reloads. */
  onImported(): void;
  /** Rows of an import may update the records they name by code (by default); false: every row is a new record. */
  updatable?: boolean;
}

/**
 * Excel import and export of a list of records with codes (rows of an import may update the
 * records they name). `toolbar` are RecordToolbar's import and export buttons; `dialogs` the
 * import dialog and the export overlay they open, to render with the list.
 */
export function useRecordTransfer({ query, importTitle, importEndpoint, template, importPermission, exportEndpoint, exportPermission, onImported, updatable = true }: RecordTransferOptions) {
  const [importing, setImporting] = useState(false);
  const { exporting, runExport, overlay } = useExportOverlay();

  /** Every row the current filter matches, in its order: the filters applied, not what is typed but not searched yet. */
  function exportAll() {
    const { page: _page, limit: _limit, ...filter } = query;
    // A failure has been shown by the request wrapper.
    runExport(() => downloadFile(exportEndpoint, filter)).catch(() => undefined);
  }

  return {
    toolbar: {
      importFile: { permission: importPermission, onClick: () => setImporting(true) },
      exportAll: { permission: exportPermission, busy: exporting, onClick: exportAll },
    },
    dialogs: (
      <>
        {importing && <ImportDialog title={importTitle} endpoint={importEndpoint} template={template} updatable={updatable} onClose={() => setImporting(false)} onImported={onImported} />}
        {overlay}
      </>
    ),
  };
}
