/**
 * The `./views` module of the flow remote: one single-spa parcel per view (see @tradeboard/ui
 * contract). Each view's code is a chunk of its own, named `view-<key>`, downloaded when the view is
 * first shown, so a page downloads only the views it shows (a student's, none of the admin's
 * editors). The API preloads the chunk of a view a page shows first (expose-preloads.ts).
 */
import { createLazyViewParcel, type RemoteViewsModule } from '@tradeboard/ui';

export const views: RemoteViewsModule<'flow'>['views'] = {
  'admin-flow': createLazyViewParcel(
    () => import(/* webpackChunkName: "view-admin-flow" */ './views/AdminFlowView.js').then((m) => m.AdminFlowView),
    'Unusual Flow',
  ),
  'student-flow': createLazyViewParcel(
    () =>
      import(/* webpackChunkName: "view-student-flow" */ './views/StudentFlowView.js').then((m) => m.StudentFlowView),
    'Unusual Flow',
  ),
};
