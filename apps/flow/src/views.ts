/**
 * The `./views` module of the flow remote: one single-spa parcel per view (see @tradeboard/ui
 * contract). Each view's code is a chunk of its own, downloaded when the view is first shown.
 */
import { createLazyViewParcel, type RemoteViewsModule } from '@tradeboard/ui';

export const views: RemoteViewsModule<'flow'>['views'] = {
  'admin-flow': createLazyViewParcel(
    () => import('./views/AdminFlowView.js').then((m) => m.AdminFlowView),
    'Unusual Flow',
  ),
  'student-flow': createLazyViewParcel(
    () => import('./views/StudentFlowView.js').then((m) => m.StudentFlowView),
    'Unusual Flow',
  ),
};
