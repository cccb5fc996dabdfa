import { Spin } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The full-screen loading overlay of an export, reading '导出中...' in Chinese and the
 * same in the other interface languages. Test id `export-overlay`.
 */
export function ExportOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <div data-testid="export-overlay" role="status" aria-live="polite">
      <Spin fullscreen spinning description={t('exportOverlay.text')} />
    </div>
  );
}

export interface ExportOverlayControl {
  /** True while at least one export runs. */
  exporting: boolean;
  /** Runs `work` with the overlay shown, and takes the overlay away when it settles (its result or error passes through). */
  runExport<T>(work: () => Promise<T>): Promise<T>;
  /** The overlay element: render it once anywhere in the screen. */
  overlay: ReactNode;
}

/**
 * The export overlay for a screen:
 *
 *   const { runExport, overlay } = useExportOverlay();
 *   <Button onClick={() => void runExport(() => api.sourceExport(query))}>…</Button>
 *   {overlay}
 */
export function useExportOverlay(): ExportOverlayControl {
  const [running, setRunning] = useState(0);
  const runExport = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setRunning((count) => count + 1);
    try {
      return await work();
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);
  const exporting = running > 0;
  return { exporting, runExport, overlay: <ExportOverlay open={exporting} /> };
}
