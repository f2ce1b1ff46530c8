import { Box, LinearProgress, Typography } from '@mui/material';
import type { Fund } from '@tradeboard/types/core';
import { holdingsApi, useToast } from '@tradeboard/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useImportHoldings } from '../../api/holdingsMutations.js';
import { buildImportPreview, importBody, type ImportPreview } from '../../lib/import/importPreview.js';
import { readHoldingsFile } from '../../lib/import/readHoldingsFile.js';
import { CsvDropZone } from './CsvDropZone.js';
import { ImportPreviewDialog } from './ImportPreviewDialog.js';

type Phase =
  | { kind: 'idle' }
  | { kind: 'processing'; fileName: string }
  | { kind: 'preview'; fileName: string; preview: ImportPreview };

/** Marks the parse in the browser's performance timeline (the bench reads it). */
const PARSE_MEASURE = 'funds:csv-parse';

/**
 * The CSV import: Idle, Processing (checks, parse, the fund's current holdings), then the preview;
 * Import writes with POST /api/holdings/import, Cancel writes nothing.
 */
export function CsvImport({ fund, disabled }: { fund: Fund; disabled?: boolean }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const importHoldings = useImportHoldings();

  const onFile = async (file: File) => {
    setPhase({ kind: 'processing', fileName: file.name });
    performance.mark(`${PARSE_MEASURE}:start`);
    const result = await readHoldingsFile(file);
    performance.measure(PARSE_MEASURE, `${PARSE_MEASURE}:start`);
    if (!result.ok) {
      toast({ ...result.toast, variant: 'destructive' });
      setPhase({ kind: 'idle' });
      return;
    }
    try {
      const stored = await queryClient.fetchQuery({ ...holdingsApi.list(fund), staleTime: 0 });
      setPhase({ kind: 'preview', fileName: file.name, preview: buildImportPreview(fund, stored, result.parse) });
    } catch {
      toast({ title: 'Import Failed', description: 'Failed to fetch holdings', variant: 'destructive' });
      setPhase({ kind: 'idle' });
    }
  };

  const preview = phase.kind === 'preview' ? phase.preview : null;
  return (
    <Box>
      <CsvDropZone onFile={(file) => void onFile(file)} disabled={disabled || phase.kind !== 'idle'} />
      <Box aria-live="polite" sx={{ minHeight: 28, pt: 1 }}>
        {phase.kind === 'processing' ? (
          <>
            <Typography variant="body2">Processing {phase.fileName}...</Typography>
            <LinearProgress aria-label={`Processing ${phase.fileName}`} />
          </>
        ) : undefined}
      </Box>
      <ImportPreviewDialog
        preview={preview}
        fileName={phase.kind === 'preview' ? phase.fileName : ''}
        importing={importHoldings.isPending}
        onCancel={() => setPhase({ kind: 'idle' })}
        onImport={() => {
          if (preview) importHoldings.mutate(importBody(preview), { onSuccess: () => setPhase({ kind: 'idle' }) });
        }}
      />
    </Box>
  );
}
