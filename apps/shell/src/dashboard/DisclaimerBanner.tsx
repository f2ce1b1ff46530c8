import Alert from '@mui/material/Alert';
import { memo } from 'react';

/** On every dashboard (SPEC section 1). Memoised: it never changes as the page around it does. */
export const DisclaimerBanner = memo(function DisclaimerBanner() {
  return (
    <Alert severity="warning" variant="outlined" role="note" sx={{ mb: 2 }}>
      <strong>Disclaimer:</strong> This dashboard is for educational and informational purposes only and is not
      financial advice. Trading involves risk of loss. Consult a licensed financial professional before making any
      investment decisions.
    </Alert>
  );
});
