/** The `./views` module of the heat map remote: one single-spa parcel per view (see @tradeboard/ui contract). */
import { createViewParcel, type RemoteViewsModule } from '@tradeboard/ui';
import { AdminHeatmapView } from './views/AdminHeatmapView.js';
import { BotPositionsView } from './views/BotPositionsView.js';
import { StudentHeatmapView } from './views/StudentHeatmapView.js';

export const views: RemoteViewsModule<'heatmap'>['views'] = {
  'admin-heatmap': createViewParcel(AdminHeatmapView, 'Heat Map'),
  'student-heatmap': createViewParcel(StudentHeatmapView, 'Heat Map'),
  'bot-positions': createViewParcel(BotPositionsView, 'Bot Position Management'),
};
