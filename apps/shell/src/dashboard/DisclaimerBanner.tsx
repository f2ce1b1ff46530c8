import Alert from '@mui/material/Alert';

/** On every dashboard (SPEC section 1). */
export function DisclaimerBanner() {
  return (
    <Alert severity="warning" variant="outlined" role="note" sx={{ mb: 2 }}>
      <strong>Disclaimer:</strong> This dashboard is for educational and informational purposes only and is not
      financial advice. Trading involves risk of loss. Consult a licensed financial professional before making any
      investment decisions.
    </Alert>
  );
}
