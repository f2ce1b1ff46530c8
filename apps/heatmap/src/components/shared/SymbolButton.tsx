import Button from '@mui/material/Button';

/** The stock symbol; clicking it opens the stock's analysis (editor for the admin, history for students). */
export function SymbolButton({ symbol, onClick }: { symbol: string; onClick: (symbol: string) => void }) {
  return (
    <Button
      variant="text"
      size="small"
      onClick={() => onClick(symbol)}
      sx={{ fontWeight: 800, fontSize: '0.95rem', letterSpacing: 0.5, minWidth: 0, px: 1 }}
    >
      {symbol}
    </Button>
  );
}
