/**
 * The `./views` module of the heat map remote: one single-spa parcel per view (see @tradeboard/ui
 * contract). Each view's code is a chunk of its own, named `view-<key>`, downloaded when the view is
 * first shown, so a page downloads only the views it shows (a student's, none of the admin's
 * editors). The API preloads the chunk of a view a page shows first (expose-preloads.ts).
 */
import { createLazyViewParcel, type RemoteViewsModule } from '@tradeboard/ui';

export const views: RemoteViewsModule<'heatmap'>['views'] = {
  'admin-heatmap': createLazyViewParcel(
    () =>
      import(/* webpackChunkName: "view-admin-heatmap" */ './views/AdminHeatmapView.js').then(
        (m) => m.AdminHeatmapView,
      ),
    'Heat Map',
  ),
  'student-heatmap': createLazyViewParcel(
    () =>
      import(/* webpackChunkName: "view-student-heatmap" */ './views/StudentHeatmapView.js').then(
        (m) => m.StudentHeatmapView,
      ),
    'Heat Map',
  ),
  'bot-positions': createLazyViewParcel(
    () =>
      import(/* webpackChunkName: "view-bot-positions" */ './views/BotPositionsView.js').then(
        (m) => m.BotPositionsView,
      ),
    'Bot Position Management',
  ),
};
