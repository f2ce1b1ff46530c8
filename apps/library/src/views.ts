/**
 * The `./views` module of the library remote: one single-spa parcel per view (see @tradeboard/ui
 * contract). Each view's code is a chunk of its own, downloaded when the view is first shown.
 */
import { createLazyViewParcel, type RemoteViewsModule } from '@tradeboard/ui';

export const views: RemoteViewsModule<'library'>['views'] = {
  'admin-library': createLazyViewParcel(
    () => import('./views/AdminLibraryView.js').then((m) => m.AdminLibraryView),
    'Trading Library',
  ),
  'student-library': createLazyViewParcel(
    () => import('./views/StudentLibraryView.js').then((m) => m.StudentLibraryView),
    'Trading Library',
  ),
};
