import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UnusualFlow } from '@tradeboard/types';
import { QueryState, SectionCard } from '@tradeboard/ui';
import { useState } from 'react';
import { useDeleteAlert, useSaveAlert } from '../../api/mutations.js';
import { useUnusualFlow } from '../../api/queries.js';
import { alertFormFrom, EMPTY_ALERT_FORM } from '../../lib/alertForm.js';
import { TEXTS } from '../../lib/messages.js';
import { AdminAlertItem } from './AdminAlertItem.js';
import { AlertForm } from './AlertForm.js';

/** The form is closed, adding, or editing one alert. */
type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; alert: UnusualFlow };

/**
 * 'Current Flow Alerts (n)', newest first, and the 'Add Flow Alert' form. On success the form clears
 * and closes; a failed save or delete shows no message (SPEC section 8) and the form keeps its input.
 */
export function AdminAlerts() {
  const query = useUnusualFlow();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  // Changed elsewhere since the form opened: the form starts again from the stored alert.
  const save = useSaveAlert((current) => {
    if (current) setForm({ mode: 'edit', alert: current });
  });
  const remove = useDeleteAlert();
  const alerts = query.data ?? [];

  return (
    <SectionCard
      title={TEXTS.alertsTitle(alerts.length)}
      action={
        form.mode === 'closed' ? (
          <Button variant="contained" startIcon={<Add aria-hidden />} onClick={() => setForm({ mode: 'add' })}>
            Add Flow Alert
          </Button>
        ) : undefined
      }
    >
      {form.mode !== 'closed' ? (
        <Box sx={{ mb: 2 }}>
          <AlertForm
            // A new key starts the form afresh for each alert (and each version of it) edited.
            key={form.mode === 'edit' ? `${form.alert.id}:${form.alert.version}` : 'new'}
            mode={form.mode}
            initial={form.mode === 'edit' ? alertFormFrom(form.alert) : EMPTY_ALERT_FORM}
            pending={save.isPending}
            onSubmit={(body) =>
              save.mutate(
                { record: form.mode === 'edit' ? form.alert : null, body },
                { onSuccess: () => setForm({ mode: 'closed' }) },
              )
            }
            onCancel={() => setForm({ mode: 'closed' })}
          />
        </Box>
      ) : null}
      {!query.isSuccess ? (
        <QueryState
          query={query}
          loadingText="Loading flow alerts..."
          errorText="Failed to fetch unusual flow"
          label="Current Flow Alerts"
        />
      ) : alerts.length === 0 ? (
        <Typography color="text.secondary">{TEXTS.alertsEmpty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {alerts.map((alert) => (
            <AdminAlertItem
              key={alert.id}
              alert={alert}
              busy={remove.isPending}
              onEdit={() => setForm({ mode: 'edit', alert })}
              onDelete={() =>
                remove.mutate(alert, {
                  // The form was editing the deleted alert: nothing is left to edit.
                  onSuccess: () =>
                    setForm((current) =>
                      current.mode === 'edit' && current.alert.id === alert.id ? { mode: 'closed' } : current,
                    ),
                })
              }
            />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
