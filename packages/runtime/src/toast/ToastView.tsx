import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { dismissToast, type ToastItem, type ToastVariant } from './toastStore.js';

const severity: Record<ToastVariant, 'success' | 'error' | 'info'> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

/**
 * What `<Toaster/>` shows: the visible toast in a snackbar. A chunk of its own (Toaster.tsx loads it
 * with the first toast): a page that shows none, such as a cold /login, downloads none of it.
 */
export function ToastView({ toasts }: { toasts: readonly ToastItem[] }) {
  const current = toasts.find((item) => item.open);
  // Keep the last toast rendered while the snackbar animates out.
  const shown = current ?? toasts[0];
  return (
    <Snackbar open={Boolean(current)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      {shown ? (
        <Alert
          key={shown.id}
          role={shown.variant === 'destructive' ? 'alert' : 'status'}
          severity={severity[shown.variant]}
          variant="filled"
          onClose={() => dismissToast(shown.id)}
          // With an action ('Undo'), MUI drops its close button: both are given here.
          {...(shown.action
            ? {
                action: (
                  <>
                    <Button
                      color="inherit"
                      size="small"
                      sx={{ fontWeight: 700 }}
                      onClick={() => {
                        dismissToast(shown.id);
                        shown.action?.onClick();
                      }}
                    >
                      {shown.action.label}
                    </Button>
                    <IconButton color="inherit" size="small" aria-label="Close" onClick={() => dismissToast(shown.id)}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </>
                ),
              }
            : {})}
          // A description's '\n' starts a new line (the import's counts of holdings, then of options).
          sx={{ minWidth: 300, maxWidth: 420, whiteSpace: 'pre-line' }}
          data-testid="toast"
        >
          <AlertTitle>{shown.title}</AlertTitle>
          {shown.description}
        </Alert>
      ) : (
        <span />
      )}
    </Snackbar>
  );
}
