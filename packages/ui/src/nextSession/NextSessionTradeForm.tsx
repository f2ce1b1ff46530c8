import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { NextSessionTrade } from '@tradeboard/types';
import {
  MESSAGES,
  alreadyScheduledMessage,
  isValidTicker,
  normaliseTicker,
  type ActivityFund,
  type NextSessionAction,
} from '@tradeboard/types/core';
import { useState, type FormEvent } from 'react';
import { ACTION_TEXTS, NEXT_SESSION_TEXTS } from './nextSessionTexts.js';
import { isDuplicateAnswer, useAddNextSessionTrade } from './useNextSessionTrades.js';

interface NextSessionTradeFormProps {
  fund: ActivityFund;
  /** The stored trades, to refuse a repeat before any request is sent. */
  trades: readonly NextSessionTrade[];
}

/** The admin's row: action toggle (Add/Remove), ticker input (upper-cased, trimmed) and Add (Enter also adds). */
export function NextSessionTradeForm({ fund, trades }: NextSessionTradeFormProps) {
  const [action, setAction] = useState<NextSessionAction>('add');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddNextSessionTrade(fund);
  const ticker = normaliseTicker(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ticker === '' || add.isPending) return;
    if (!isValidTicker(ticker)) return setError(MESSAGES.tickerFormat);
    if (trades.some((trade) => trade.ticker === ticker && trade.action === action))
      return setError(alreadyScheduledMessage(ticker, action));
    add.mutate(
      { ticker, action },
      {
        onSuccess: () => setValue(''),
        onError: (failure) => {
          if (isDuplicateAnswer(failure)) setError(alreadyScheduledMessage(ticker, action));
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={action}
        aria-label={NEXT_SESSION_TEXTS.actionLabel}
        onChange={(_event, next: NextSessionAction | null) => {
          if (next) setAction(next);
          setError(null);
        }}
        sx={{ height: 40 }}
      >
        <ToggleButton value="add">{ACTION_TEXTS.add.toggle}</ToggleButton>
        <ToggleButton value="remove">{ACTION_TEXTS.remove.toggle}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        size="small"
        label={NEXT_SESSION_TEXTS.tickerLabel}
        value={value}
        onChange={(event) => {
          setValue(event.target.value.toUpperCase());
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? undefined}
        slotProps={{
          htmlInput: { autoCapitalize: 'characters', spellCheck: false },
          formHelperText: { role: 'alert' },
        }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={ticker === '' || add.isPending}
        aria-label={NEXT_SESSION_TEXTS.addButtonLabel}
        sx={{ height: 40 }}
      >
        Add
      </Button>
    </Stack>
  );
}
