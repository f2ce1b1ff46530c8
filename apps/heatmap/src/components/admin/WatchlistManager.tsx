import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Stock } from '@tradeboard/types';
import { useToast } from '@tradeboard/ui';
import { useRef, useState } from 'react';
import { useAddStock, useRemoveStock } from '../../api/mutations.js';
import { TOASTS } from '../../lib/messages.js';

/** Only characters a symbol can hold: letters and the '.' of a class suffix ('BRK.B'). */
const symbolCharacters = (typed: string) => typed.toUpperCase().replace(/[^A-Z.]/g, '');

/** Watchlist Management: add a symbol (upper-cased, Enter submits) and remove symbols. */
export function WatchlistManager({ stocks }: { stocks: readonly Stock[] }) {
  const [symbol, setSymbol] = useState('');
  const addStock = useAddStock();
  const removeStock = useRemoveStock();
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());

  /** Remove a symbol; then focus goes to the next one's button, else the previous one's, else the input (not lost with the removed row). */
  const remove = (index: number) => {
    const removed = stocks[index]!.symbol;
    const neighbour = (stocks[index + 1] ?? stocks[index - 1])?.symbol;
    removeStock.mutate(removed, {
      onSuccess: () => (neighbour ? removeButtons.current.get(neighbour) : input.current)?.focus(),
    });
  };

  const submit = () => {
    const trimmed = symbol.trim();
    if (!trimmed) {
      toast({ ...TOASTS.emptySymbol, variant: 'destructive' });
      return;
    }
    // Cleared after the save unless the next symbol is already being typed.
    addStock.mutate(trimmed, { onSuccess: () => setSymbol((current) => (current === symbol ? '' : current)) });
  };

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          fullWidth
          label="Stock Symbol"
          placeholder="e.g. AAPL"
          inputRef={input}
          value={symbol}
          // Only what a symbol can hold (letters and a '.B' class suffix), upper-cased as typed.
          onChange={(event) => setSymbol(symbolCharacters(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
          slotProps={{
            htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false, maxLength: 8 },
          }}
        />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={submit}
          disabled={!symbol.trim() || addStock.isPending}
        >
          Add
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {stocks.length} {stocks.length === 1 ? 'symbol' : 'symbols'} on the watchlist
      </Typography>
      <List
        dense
        aria-label="Watchlist symbols"
        sx={{ maxHeight: '16rem', overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
      >
        {stocks.map((stock, index) => (
          <ListItem
            key={stock.symbol}
            divider
            secondaryAction={
              <IconButton
                ref={(button: HTMLButtonElement | null) => {
                  if (button) removeButtons.current.set(stock.symbol, button);
                  else removeButtons.current.delete(stock.symbol);
                }}
                edge="end"
                size="small"
                aria-label={`Remove ${stock.symbol}`}
                disabled={removeStock.isPending && removeStock.variables === stock.symbol}
                onClick={() => remove(index)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText primary={stock.symbol} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
          </ListItem>
        ))}
        {stocks.length === 0 ? (
          <ListItem>
            <ListItemText secondary="No symbols yet. Add one above." />
          </ListItem>
        ) : undefined}
      </List>
    </>
  );
}
