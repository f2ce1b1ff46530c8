import { Box, Typography } from '@mui/material';

/** Seen as a quiet dash, read as 'Not set' (a label on a plain span is not announced reliably). */
export function NotSet() {
  return (
    <Typography component="span" variant="body2" color="text.disabled">
      <span aria-hidden="true">—</span>
      <Box
        component="span"
        sx={{ position: 'absolute', width: 1, height: 1, p: 0, m: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}
      >
        Not set
      </Box>
    </Typography>
  );
}
