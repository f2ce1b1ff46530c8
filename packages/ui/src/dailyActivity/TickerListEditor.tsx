import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import type { ActivitySide, AddTickerResult } from './dailyActivityLists.js';
import { DAILY_ACTIVITY_TEXTS, SIDE_TEXTS } from './dailyActivityTexts.js';

interface TickerListEditorProps {
  side: ActivitySide;
  tickers: readonly string[];
  /** Applies the change (and saves it); the answer says whether the input can be cleared. */
  onAdd: (raw: string) => AddTickerResult;
  onRemove: (ticker: string) => void;
}

/** One ticker list of the editor: an input with Add (Enter also adds) and removable chips. */
export function TickerListEditor({ side, tickers, onAdd, onRemove }: TickerListEditorProps) {
  const { heading, empty, inputLabel } = SIDE_TEXTS[side];
  const listLabelId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const blank = value.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    const result = onAdd(value);
    if (result.kind === 'invalid') {
      setError(DAILY_ACTIVITY_TEXTS.invalidTicker);
      return;
    }
    setValue('');
    setError(null);
  };

  return (
    <Box>
      <Typography id={listLabelId} variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={submit}
        sx={{ alignItems: 'flex-start', mb: 1.5 }}
        noValidate
      >
        <TextField
          size="small"
          label={inputLabel}
          value={value}
          onChange={(event) => {
            setValue(event.target.value.toUpperCase());
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? undefined}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={blank}
          aria-label={`Add to ${heading}`}
          sx={{ minHeight: 40 }}
        >
          Add
        </Button>
      </Stack>
      {tickers.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: 24 }}>
          {empty}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={listLabelId}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {tickers.map((ticker) => (
            <li key={ticker}>
              <Chip
                size="small"
                label={`$${ticker}`}
                color={side === 'added' ? 'success' : 'error'}
                // The chip is a button: Delete or Backspace removes it, as does a click on its icon.
                onDelete={() => onRemove(ticker)}
                deleteIcon={<Cancel titleAccess={`Remove ${ticker} from ${heading}`} />}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
