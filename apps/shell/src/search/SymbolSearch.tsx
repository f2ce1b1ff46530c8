import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { stocksApi, type NavigateOptions, type TabId } from '@tradeboard/ui';
import { useMemo, useState } from 'react';

export interface SymbolSearchProps {
  navigate: (tab: TabId, options?: NavigateOptions) => void;
  /** Focus the field when it appears (the phone header opens it from an icon button). */
  autoFocus?: boolean;
  /** The field is done: a symbol was picked, or it lost focus. */
  onDone?: (reason: 'picked' | 'left') => void;
}

/** Find a watchlist symbol: switches to the heat map tab and highlights that stock for 1000 ms. */
export function SymbolSearch({ navigate, autoFocus = false, onDone }: SymbolSearchProps) {
  const stocks = useQuery(stocksApi.list());
  const symbols = useMemo(() => (stocks.data ?? []).map((stock) => stock.symbol).sort(), [stocks.data]);
  const [input, setInput] = useState('');

  return (
    <Autocomplete
      options={symbols}
      value={null}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value.toUpperCase())}
      onChange={(_event, symbol) => {
        if (!symbol) return;
        setInput('');
        navigate('heatmap', { focusSymbol: symbol });
        onDone?.('picked');
      }}
      // Enter takes the first match of what was typed.
      autoHighlight
      blurOnSelect
      clearOnBlur
      // No popup arrow: it is a search box, and the room goes to the placeholder.
      forcePopupIcon={false}
      size="small"
      loading={stocks.isLoading}
      noOptionsText={stocks.isError ? 'Watchlist unavailable' : 'No matching symbol'}
      sx={{ width: { xs: '100%', md: 240 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Search symbols..."
          autoFocus={autoFocus}
          onBlur={() => onDone?.('left')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Search watchlist symbols' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
