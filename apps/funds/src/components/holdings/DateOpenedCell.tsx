import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { isoDateOf, usDateOfIso } from '@tradeboard/types/core';
import { NotSet } from '@tradeboard/ui';
import { useRef, useState } from 'react';
import { useUpdateDateOpened } from '../../api/holdingsMutations.js';

/** 'MM/DD/YYYY' <-> the date input's 'YYYY-MM-DD'. */
const toInput = (usDate: string | null) => isoDateOf(usDate) ?? '';
const fromInput = usDateOfIso;

export interface DateOpenedCellProps {
  id: string;
  /** The holding's version as listed: the edit applies only to it (a 412 shows the fresh list). */
  version: number;
  ticker: string;
  dateOpened: string | null;
}

/**
 * Date Opened, edited in place: click to edit; Enter, the check button, or leaving the field with a
 * changed value saves; Escape or the cross cancels.
 */
export function DateOpenedCell({ id, version, ticker, dateOpened }: DateOpenedCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  /** The version the edit started from (the list may refresh while the editor is open). */
  const [editedVersion, setEditedVersion] = useState(version);
  const update = useUpdateDateOpened();
  const editing = draft !== null;
  const editor = useRef<HTMLDivElement>(null);

  const cancel = () => setDraft(null);
  const save = () => {
    if (draft === null) return;
    const next = fromInput(draft);
    if (next === dateOpened) return cancel();
    update.mutate({ holding: { id, version: editedVersion }, dateOpened: next }, { onSettled: cancel });
  };

  if (!editing) {
    return (
      <Button
        size="small"
        color="inherit"
        onClick={() => {
          setEditedVersion(version);
          setDraft(toInput(dateOpened));
        }}
        aria-label={`Date Opened for ${ticker}: ${dateOpened ?? 'Not set'}. Edit`}
        sx={{ minWidth: 0, px: 0.5, fontWeight: 400, fontVariantNumeric: 'tabular-nums' }}
      >
        {dateOpened ?? <NotSet />}
      </Button>
    );
  }
  return (
    <Box ref={editor} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      <TextField
        type="date"
        size="small"
        autoFocus
        value={draft}
        disabled={update.isPending}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            cancel();
          }
        }}
        onBlur={(event) => {
          // Moving to the check or cross button is not leaving the editor.
          if (event.relatedTarget instanceof Node && editor.current?.contains(event.relatedTarget)) return;
          if (fromInput(draft) !== dateOpened) save();
          else cancel();
        }}
        slotProps={{ htmlInput: { 'aria-label': `Date Opened for ${ticker}` } }}
        sx={{ width: 160 }}
      />
      <IconButton size="small" aria-label="Save date" onClick={save} disabled={update.isPending}>
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Cancel" onClick={cancel} disabled={update.isPending}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
