import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { LoadingState, useFullScreenDialog } from '@tradeboard/ui';
import { useAnalysisHistory } from '../../api/queries.js';
import { analysisCountLabel } from '../../lib/analysisHistory.js';
import { AnalysisTimeline } from './AnalysisTimeline.js';

interface AnalysisHistoryDialogProps {
  /** The stock shown; kept while the dialog fades out. */
  symbol: string | null;
  open: boolean;
  /** Changes on every opening: the history is read again each time. */
  session: number;
  onClose: () => void;
  onExited: () => void;
}

/** The student Analysis History dialog of one stock. */
export function AnalysisHistoryDialog({ symbol, open, session, onClose, onExited }: AnalysisHistoryDialogProps) {
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog
      open={open && symbol !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="analysis-history-title"
      slotProps={{ transition: { onExited } }}
    >
      {symbol ? <AnalysisHistoryContent key={session} symbol={symbol} onClose={onClose} /> : undefined}
    </Dialog>
  );
}

function AnalysisHistoryContent({ symbol, onClose }: { symbol: string; onClose: () => void }) {
  const history = useAnalysisHistory(symbol);
  return (
    <>
      {/* The count is outside the h2: the dialog's name is the title alone. */}
      <Box sx={{ px: 3, py: 2, pr: 7 }}>
        <DialogTitle id="analysis-history-title" sx={{ p: 0 }}>
          {symbol} Analysis History
        </DialogTitle>
        {history.data && history.data.length > 0 ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {analysisCountLabel(history.data.length)}
          </Typography>
        ) : undefined}
      </Box>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {history.isPending ? (
          <LoadingState text="Loading analysis history..." sx={{ py: 6 }} />
        ) : history.isError ? (
          <Alert severity="error">Error loading analysis history</Alert>
        ) : history.data.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
            <InsightsOutlinedIcon sx={{ fontSize: 48, mb: 1, opacity: 0.6 }} />
            <Typography variant="h6" component="p" color="text.primary">
              No Analysis Available
            </Typography>
            <Typography>Technical analysis for {symbol} hasn't been added yet.</Typography>
          </Box>
        ) : (
          <AnalysisTimeline entries={history.data} />
        )}
      </DialogContent>
    </>
  );
}
