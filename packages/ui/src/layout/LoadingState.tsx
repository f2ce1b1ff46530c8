import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LoadingStateProps {
  /** What is loading, word for word from the spec, e.g. 'Loading watchlist...'. */
  text: string;
  /** 'block' (default): a centred box that keeps a section's height; 'inline': a left-aligned line; 'page': fills the viewport. */
  variant?: 'block' | 'inline' | 'page';
  sx?: SxProps<Theme>;
}

const layouts: Record<NonNullable<LoadingStateProps['variant']>, SxProps<Theme>> = {
  block: { justifyContent: 'center', py: 4 },
  inline: { p: 2, color: 'text.secondary' },
  page: { justifyContent: 'center', minHeight: '100vh', bgcolor: 'background.default' },
};

/** The one "spinner + text" box: announced politely (role status) and never an empty gap. */
export function LoadingState({ text, variant = 'block', sx }: LoadingStateProps) {
  const status = (
    <Box
      role="status"
      sx={[{ display: 'flex', alignItems: 'center', gap: 1.5 }, layouts[variant], ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CircularProgress size={variant === 'page' ? 24 : 20} />
      <Typography
        variant={variant === 'inline' ? 'body2' : 'body1'}
        color={variant === 'page' ? 'text.primary' : 'text.secondary'}
      >
        {text}
      </Typography>
    </Box>
  );
  // A whole page that is only loading is still a page: its one main landmark holds the status.
  return variant === 'page' ? <Box component="main">{status}</Box> : status;
}
