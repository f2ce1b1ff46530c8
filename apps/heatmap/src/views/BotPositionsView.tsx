import type { ParcelProps } from '@tradeboard/ui';
import { BotPositionManagement } from '../components/bots/BotPositionManagement';

/** The admin Bot Analysis tab's bot position cards. */
export function BotPositionsView(_props: Partial<ParcelProps>) {
  return <BotPositionManagement />;
}
