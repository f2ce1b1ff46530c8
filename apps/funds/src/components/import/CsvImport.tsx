import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Holding, OptionPosition } from '@tradeboard/types';
import type { Fund } from '@tradeboard/types/core';
import { holdingsApi, optionsApi, useToast } from '@tradeboard/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useImportHoldings } from '../../api/holdingsMutations.js';
import type { ParseChoice } from '../../lib/csv/detectBroker.js';
import type { ImportPreview } from '../../lib/import/importPreview.js';
import { CsvDropZone } from './CsvDropZone.js';
import type * as ImportPipeline from './importPipeline.js';

type Pipeline = typeof ImportPipeline;
/** The parsers and the preview, fetched on the first drop (one chunk, then cached). */
let pipelineChunk: Promise<Pipeline> | undefined;
const loadPipeline = () => (pipelineChunk ??= import('./importPipeline.js'));
/** A file dragged over the zone (or the pointer or focus on it) starts the fetch before the drop. */
const warmPipeline = () => {
  loadPipeline().catch(() => {
    pipelineChunk = undefined;
  });
};

interface Previewing {
  kind: 'preview';
  fileName: string;
  text: string;
  stored: Holding[];
  storedOptions: OptionPosition[];
  /** The broker the file was recognised as. */
  detected: ImportPreview['broker'];
  preview: ImportPreview;
}

type Phase = { kind: 'idle' } | { kind: 'processing'; fileName: string } | Previewing;

/** Marks the parse in the browser's performance timeline (the bench reads it). */
const PARSE_MEASURE = 'funds:csv-parse';

/**
 * The CSV import: Idle, Processing (checks, parse, the fund's current holdings and options), then the
 * preview (where the admin may read the file as another broker's layout); Import writes holdings and
 * options with POST /api/holdings/import, Cancel writes nothing.
 */
export function CsvImport({ fund, disabled }: { fund: Fund; disabled?: boolean }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [removeManualOptions, setRemoveManualOptions] = useState(false);
  const [pipeline, setPipeline] = useState<Pipeline | null>(null);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const importHoldings = useImportHoldings();

  const onFile = async (file: File) => {
    setPhase({ kind: 'processing', fileName: file.name });
    setRemoveManualOptions(false);
    let loaded: Pipeline;
    try {
      loaded = await loadPipeline();
    } catch {
      pipelineChunk = undefined; // a network failure: the next drop tries again
      toast({ title: 'Import Failed', description: 'Could not load the importer', variant: 'destructive' });
      setPhase({ kind: 'idle' });
      return;
    }
    setPipeline(loaded);
    const { readHoldingsFile, buildImportPreview } = loaded;
    performance.mark(`${PARSE_MEASURE}:start`);
    const result = await readHoldingsFile(file);
    performance.measure(PARSE_MEASURE, `${PARSE_MEASURE}:start`);
    if (!result.ok) {
      toast({ ...result.toast, variant: 'destructive' });
      setPhase({ kind: 'idle' });
      return;
    }
    try {
      const [stored, storedOptions] = await Promise.all([
        queryClient.fetchQuery({ ...holdingsApi.list(fund), staleTime: 0 }),
        queryClient.fetchQuery({ ...optionsApi.list(fund), staleTime: 0 }),
      ]);
      setPhase({
        kind: 'preview',
        fileName: file.name,
        text: result.text,
        stored,
        storedOptions,
        detected: result.parse.broker,
        preview: buildImportPreview(fund, stored, result.parse, storedOptions),
      });
    } catch {
      toast({ title: 'Import Failed', description: 'Failed to fetch holdings', variant: 'destructive' });
      setPhase({ kind: 'idle' });
    }
  };

  /** The admin picked another layout: the same text through that broker's parser. */
  const readAs = (choice: ParseChoice) => {
    if (phase.kind !== 'preview' || !pipeline) return;
    const parse = pipeline.parseStatement(phase.text, choice);
    setPhase({ ...phase, preview: pipeline.buildImportPreview(fund, phase.stored, parse, phase.storedOptions) });
  };

  const previewing = phase.kind === 'preview' ? phase : null;
  return (
    <Box>
      <Box onDragEnter={warmPipeline} onPointerEnter={warmPipeline} onFocusCapture={warmPipeline}>
        <CsvDropZone onFile={(file) => void onFile(file)} disabled={disabled || phase.kind !== 'idle'} />
      </Box>
      <Box aria-live="polite" sx={{ minHeight: 28, pt: 1 }}>
        {phase.kind === 'processing' ? (
          <>
            <Typography variant="body2">Processing {phase.fileName}...</Typography>
            <LinearProgress aria-label={`Processing ${phase.fileName}`} />
          </>
        ) : undefined}
      </Box>
      {pipeline ? (
        <pipeline.ImportPreviewDialog
          preview={previewing?.preview ?? null}
          detected={previewing?.detected ?? null}
          fileName={previewing?.fileName ?? ''}
          importing={importHoldings.isPending}
          removeManualOptions={removeManualOptions}
          onRemoveManualOptions={setRemoveManualOptions}
          onReadAs={readAs}
          onCancel={() => setPhase({ kind: 'idle' })}
          onImport={() => {
            if (previewing)
              importHoldings.mutate(pipeline.importBody(previewing.preview, removeManualOptions), {
                onSuccess: () => setPhase({ kind: 'idle' }),
              });
          }}
        />
      ) : undefined}
    </Box>
  );
}
