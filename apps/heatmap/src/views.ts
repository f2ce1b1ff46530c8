/**
 * The `./views` module of the heat map remote: one single-spa parcel per view (see @tradeboard/ui
 * contract). Each view's code is a chunk of its own, downloaded when the view is first shown, so a
 * student's page never downloads the admin's editors.
 */
import { createLazyViewParcel, type RemoteViewsModule } from '@tradeboard/ui';

export const views: RemoteViewsModule<'heatmap'>['views'] = {
  'admin-heatmap': createLazyViewParcel(
    () => import('./views/AdminHeatmapView.js').then((m) => m.AdminHeatmapView),
    'Heat Map',
  ),
  'student-heatmap': createLazyViewParcel(
    () => import('./views/StudentHeatmapView.js').then((m) => m.StudentHeatmapView),
    'Heat Map',
  ),
  'bot-positions': createLazyViewParcel(
    () => import('./views/BotPositionsView.js').then((m) => m.BotPositionsView),
    'Bot Position Management',
  ),
};
