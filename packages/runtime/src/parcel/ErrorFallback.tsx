import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface ErrorFallbackProps {
  title: string;
  message?: string;
  /** What failed, e.g. 'Heat Map': the button is named 'Retry Heat Map', as a page can show several. */
  subject?: string;
  onRetry: () => void;
}

/** The "this part failed" box with a Retry button, used by parcels and the shell's remote slots. */
export function ErrorFallback({ title, message, subject, onRetry }: ErrorFallbackProps) {
  return (
    <Box>
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={onRetry}
            aria-label={subject ? `Retry ${subject}` : undefined}
          >
            Retry
          </Button>
        }
      >
        <AlertTitle>{title}</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
}
