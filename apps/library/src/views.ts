/**
 * The `./views` module of the library remote: one single-spa parcel per view (see @tradeboard/ui
 * contract). Each view's code is a chunk of its own, named `view-<key>`, downloaded when the view is
 * first shown, so a page downloads only the views it shows (a student's, none of the admin's
 * editors). The API preloads the chunk of a view a page shows first (expose-preloads.ts).
 */
import { createLazyViewParcel, type RemoteViewsModule } from '@tradeboard/ui';

export const views: RemoteViewsModule<'library'>['views'] = {
  'admin-library': createLazyViewParcel(
    () =>
      import(/* webpackChunkName: "view-admin-library" */ './views/AdminLibraryView.js').then(
        (m) => m.AdminLibraryView,
      ),
    'Trading Library',
  ),
  'student-library': createLazyViewParcel(
    () =>
      import(/* webpackChunkName: "view-student-library" */ './views/StudentLibraryView.js').then(
        (m) => m.StudentLibraryView,
      ),
    'Trading Library',
  ),
};
