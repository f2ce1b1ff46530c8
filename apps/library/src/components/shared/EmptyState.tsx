/** An empty list: a title, one line of help, and optionally the first-item button. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        color: 'text.secondary',
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
      }}
    >
      <Box aria-hidden sx={{ fontSize: 48, lineHeight: 0, opacity: 0.6 }}>
        {icon}
      </Box>
      <Typography variant="h6" component="h3" color="text.primary">
        {title}
      </Typography>
      <Typography variant="body2">{hint}</Typography>
      {action ? <Box sx={{ mt: 1.5 }}>{action}</Box> : undefined}
    </Box>
  );
}
