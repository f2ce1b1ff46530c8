import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface FigureProps {
  label: string;
  value: string;
  /** Inside a `<dl>`: the label is its term and the value its description. */
  definition?: boolean;
}

/** A small caption over a figure (strike, premium, ...), in the cards and the detail dialog alike. */
export function Figure({ label, value, definition = false }: FigureProps) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component={definition ? 'dt' : 'p'}>
        {label}
      </Typography>
      <Typography
        component={definition ? 'dd' : 'p'}
        variant="body2"
        sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}
