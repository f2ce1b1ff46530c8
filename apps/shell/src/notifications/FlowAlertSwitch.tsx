import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useAtom } from 'jotai';
import { useId, useState } from 'react';
import {
  FLOW_NOTIFICATION_TEXT,
  flowNotificationsAtom,
  notificationPermission,
  type NotificationPermissionState,
} from './flowNotifications.js';

/**
 * The bell menu's 'Notify me of new flow alerts'. The browser's permission is asked for only on
 * this click; when the browser refuses, the switch says so and stays off.
 */
export function FlowAlertSwitch() {
  const [enabled, setEnabled] = useAtom(flowNotificationsAtom);
  const [permission, setPermission] = useState<NotificationPermissionState>(notificationPermission);
  const helpId = useId();
  const on = enabled && permission === 'granted';
  const help =
    permission === 'denied'
      ? FLOW_NOTIFICATION_TEXT.denied
      : permission === 'unsupported'
        ? FLOW_NOTIFICATION_TEXT.unsupported
        : null;

  async function toggle() {
    if (on) {
      setEnabled(false);
      return;
    }
    const answer = permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setPermission(answer);
    setEnabled(answer === 'granted');
  }

  return (
    <>
      <FormControlLabel
        sx={{ px: 2, py: 0.5, mr: 0 }}
        control={
          <Switch
            checked={on}
            disabled={permission === 'unsupported'}
            onChange={() => void toggle()}
            slotProps={{ input: { 'aria-describedby': help ? helpId : undefined } }}
          />
        }
        label={FLOW_NOTIFICATION_TEXT.switchLabel}
      />
      {help && (
        <FormHelperText id={helpId} sx={{ px: 2, pb: 1, mt: 0 }}>
          {help}
        </FormHelperText>
      )}
    </>
  );
}
