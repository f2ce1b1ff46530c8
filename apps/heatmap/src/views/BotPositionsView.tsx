import Stack from '@mui/material/Stack';
import type { ParcelProps } from '@tradeboard/ui';
import { BotPositionManagement } from '../components/bots/BotPositionManagement.js';
import { ScreenshotAnalysis } from '../components/bots/ScreenshotAnalysis.js';

/** The admin Bot Analysis tab: screenshot analysis above the bot position cards. */
export function BotPositionsView(_props: Partial<ParcelProps>) {
  return (
    <Stack spacing={3}>
      <ScreenshotAnalysis />
      <BotPositionManagement />
    </Stack>
  );
}
