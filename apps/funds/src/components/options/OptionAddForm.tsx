import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { OPTION_TYPES, type Fund } from '@tradeboard/types/core';
import { useFormValues } from '@tradeboard/ui';
import { useAddOption } from '../../api/optionMutations.js';
import { EMPTY_OPTION_FORM, canAddOption, type OptionFormValues } from '../../lib/options/optionForm.js';

/** Ticker, Type (Call/Put), Strike, Expiry, Quantity, Price; Add stays disabled until all six are filled. */
export function OptionAddForm({ fund }: { fund: Fund }) {
  const { values, setField, resetIfUnchanged, field } = useFormValues<OptionFormValues>(EMPTY_OPTION_FORM);
  const add = useAddOption(fund);
  const shrink = { inputLabel: { shrink: true } } as const;
  return (
    <Box
      component="form"
      aria-label="Add option position"
      onSubmit={(event) => {
        event.preventDefault();
        // Cleared after the save unless the next option is already being typed.
        if (canAddOption(values)) add.mutate(values, { onSuccess: () => resetIfUnchanged(values, EMPTY_OPTION_FORM) });
      }}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, minmax(0, 1fr)) auto' },
        gap: 1.5,
        alignItems: 'start',
      }}
    >
      <TextField
        size="small"
        label="Ticker"
        value={values.ticker}
        onChange={(event) => setField('ticker', event.target.value.toUpperCase())}
        slotProps={shrink}
      />
      <TextField
        select
        size="small"
        label="Type"
        {...field('optionType')}
        slotProps={{ ...shrink, select: { native: true } }}
      >
        <option value="">Choose</option>
        {OPTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {type === 'CALL' ? 'Call' : 'Put'}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Strike"
        type="number"
        {...field('strike')}
        slotProps={{ ...shrink, htmlInput: { step: 'any', min: 0 } }}
      />
      <TextField size="small" label="Expiry" type="date" {...field('expiry')} slotProps={shrink} />
      <TextField
        size="small"
        label="Quantity"
        type="number"
        {...field('quantity')}
        slotProps={{ ...shrink, htmlInput: { step: 1, min: 1 } }}
      />
      <TextField
        size="small"
        label="Price"
        type="number"
        {...field('price')}
        slotProps={{ ...shrink, htmlInput: { step: 'any', min: 0 } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!canAddOption(values)}
        loading={add.isPending}
        sx={{ height: 40 }}
      >
        Add
      </Button>
    </Box>
  );
}
