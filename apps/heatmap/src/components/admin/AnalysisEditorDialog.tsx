import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Stock } from '@tradeboard/types';
import { ANALYSIS_TEXT_MAX } from '@tradeboard/types/core';
import { useFullScreenDialog } from '@tradeboard/ui';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { saveAnalysisKey, useSaveAnalysis } from '../../api/saveAnalysis.js';
import { characterCountLabel, chartFileProblem } from '../../lib/analysisForm.js';
import { ChartImagePicker } from './ChartImagePicker.js';
import { useObjectUrl } from './useObjectUrl.js';

interface AnalysisEditorDialogProps {
  /** The stock being edited; kept while the dialog fades out. */
  stock: Stock | null;
  open: boolean;
  /** Changes on every opening, so each opening starts from the stored values. */
  session: number;
  onClose: () => void;
  onExited: () => void;
}

/** 'Edit Technical Analysis' for one stock. Esc and the backdrop do nothing while a save is running. */
export function AnalysisEditorDialog({ stock, open, session, onClose, onExited }: AnalysisEditorDialogProps) {
  const fullScreen = useFullScreenDialog();
  const saving = useIsMutating({ mutationKey: saveAnalysisKey(stock?.symbol ?? '') }) > 0;
  return (
    <Dialog
      open={open && stock !== null}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="analysis-editor-title"
      slotProps={{ transition: { onExited } }}
    >
      {stock ? <AnalysisEditor key={session} stock={stock} onClose={onClose} /> : undefined}
    </Dialog>
  );
}

function AnalysisEditor({ stock: opened, onClose }: { stock: Stock; onClose: () => void }) {
  /** The stored stock the form starts from: the one opened, or the fresh one after a 412. */
  const [stock, setStock] = useState(opened);
  const [text, setText] = useState(stock.analysisText ?? '');
  const [storedImage, setStoredImage] = useState(stock.analysisImage);
  const [newFile, setNewFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const newFileUrl = useObjectUrl(newFile);
  const {
    save,
    saving,
    uploadProgress,
    uploadError,
    reset: resetSave,
  } = useSaveAnalysis(stock.symbol, {
    onSaved: onClose,
    onUploaded: (imageUrl) => {
      setStoredImage(imageUrl);
      setNewFile(null);
    },
    // Changed elsewhere since the dialog opened: show the stored values now (the toast said why).
    onStale: (current) => {
      if (!current) return;
      setStock(current);
      setText(current.analysisText ?? '');
      setStoredImage(current.analysisImage);
      setNewFile(null);
      setFileProblem(null);
    },
  });

  const previewUrl = newFileUrl ?? storedImage;
  // A blank image is sent as absent (SPEC section 5), so removing the stored chart cannot delete it: say so.
  const storedChartKept = Boolean(stock.analysisImage?.trim()) && !storedImage && !newFile;
  const nothingToSave = !text.trim() && !newFile && !storedImage?.trim();

  const pick = (file: File) => {
    resetSave();
    const problem = chartFileProblem(file);
    setFileProblem(problem);
    if (!problem) setNewFile(file);
  };
  const removeImage = () => {
    setNewFile(null);
    setStoredImage(null);
    setFileProblem(null);
  };
  const restoreStored = () => {
    setText(stock.analysisText ?? '');
    setStoredImage(stock.analysisImage);
    setNewFile(null);
    setFileProblem(null);
    resetSave();
  };

  return (
    <>
      <DialogTitle
        id="analysis-editor-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
      >
        Edit Technical Analysis
        <Chip label={stock.symbol} color="primary" size="small" sx={{ fontWeight: 700 }} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <ChartImagePicker
            previewUrl={previewUrl}
            onPick={pick}
            onRemove={removeImage}
            disabled={saving}
            uploadProgress={uploadProgress}
            error={fileProblem ?? uploadError}
          />
          {storedChartKept ? (
            <Alert severity="info">The stored chart stays on {stock.symbol} until you upload a new one.</Alert>
          ) : undefined}
          <TextField
            label="Weekly Analysis"
            placeholder={`Key levels, structure and plan for ${stock.symbol}...`}
            multiline
            minRows={6}
            fullWidth
            value={text}
            disabled={saving}
            onChange={(event) => setText(event.target.value.slice(0, ANALYSIS_TEXT_MAX))}
            helperText={characterCountLabel(text, ANALYSIS_TEXT_MAX)}
            slotProps={{
              htmlInput: { maxLength: ANALYSIS_TEXT_MAX },
              formHelperText: { sx: { textAlign: 'right', mx: 0 } },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={restoreStored} disabled={saving} sx={{ mr: 'auto' }}>
          Reset
        </Button>
        <Button onClick={onClose} disabled={saving} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={saving || nothingToSave}
          onClick={() => save({ version: stock.version, text, newFile, imageUrl: storedImage })}
        >
          Save Analysis
        </Button>
      </DialogActions>
    </>
  );
}
