import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { SectionCard } from '@tradeboard/ui';
import { useState } from 'react';
import { useAddHolding } from '../../api/mutations.js';
import { EMPTY_HOLDING_FORM } from '../../lib/holdingForm.js';
import { TEXTS } from '../../lib/messages.js';
import { HoldingForm } from './HoldingForm.js';

/** 'Manage Unusual Whale Positions' (admin): the Add Position form opens and closes (SPEC section 4). */
export function ManagePositions() {
  const [open, setOpen] = useState(false);
  const add = useAddHolding();
  return (
    <SectionCard
      title={TEXTS.manageTitle}
      subtitle="Add a position here; edit or delete one in the holdings list."
      action={
        open ? undefined : (
          <Button variant="contained" startIcon={<Add aria-hidden />} onClick={() => setOpen(true)}>
            Add Position
          </Button>
        )
      }
    >
      {open ? (
        <HoldingForm
          initial={EMPTY_HOLDING_FORM}
          label="Add Position"
          submitLabel="Add Position"
          pending={add.isPending}
          onSubmit={(body) => add.mutate(body, { onSuccess: () => setOpen(false) })}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </SectionCard>
  );
}
