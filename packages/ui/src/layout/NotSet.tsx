import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Text only assistive tech reads (plain px: in sx, width 1 would mean 100%). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** An unset value: seen as a quiet dash, read as 'Not set' (a label on a plain span is not announced reliably). */
export function NotSet({ label = 'Not set' }: { label?: string }) {
  return (
    <Typography component="span" variant="body2" color="text.disabled">
      <span aria-hidden="true">—</span>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Typography>
  );
}
