import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Holding } from '@tradeboard/types';
import { useState } from 'react';
import { useClearHoldings } from '../../api/holdingsMutations.js';

export interface ClearAllButtonProps {
  /** The shown holdings: what Clear All deletes. */
  holdings: readonly Holding[];
  /** Names what is cleared in the question ('All Funds', 'Growth Fund'). */
  scope: string;
}

/** 'Clear All' asks first, then deletes the shown holdings in batches of 5 and shows its progress. */
export function ClearAllButton({ holdings, scope }: ClearAllButtonProps) {
  const [asking, setAsking] = useState(false);
  const clear = useClearHoldings();
  const { progress } = clear;
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        size="small"
        disabled={holdings.length === 0 || clear.isPending}
        onClick={() => setAsking(true)}
      >
        Clear All
      </Button>
      <Box aria-live="polite" sx={{ minWidth: 160 }}>
        {progress ? (
          <>
            <Typography variant="caption">
              Clearing {progress.deleted} of {progress.total}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(progress.deleted / Math.max(progress.total, 1)) * 100}
              aria-label="Clear All progress"
            />
          </>
        ) : undefined}
      </Box>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="clear-all-title">
        <DialogTitle id="clear-all-title">Clear all holdings?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This deletes the {holdings.length} holding{holdings.length === 1 ? '' : 's'} shown ({scope}). This action
            cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setAsking(false);
              clear.mutate(holdings.map((holding) => holding.id));
            }}
          >
            Clear All
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
