import { Box, Typography } from '@mui/material';

/** Seen as a quiet dash, read as 'Not set' (a label on a plain span is not announced reliably). */
export function NotSet() {
  return (
    <Typography component="span" variant="body2" color="text.disabled">
      <span aria-hidden="true">—</span>
      <Box
        component="span"
        // Plain px: in sx, width 1 would mean 100%.
        sx={{ position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}
      >
        Not set
      </Box>
    </Typography>
  );
}
