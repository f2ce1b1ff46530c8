/** The `./views` module of the library remote: one single-spa parcel per view (see @tradeboard/ui contract). */
import { createViewParcel, type RemoteViewsModule } from '@tradeboard/ui';
import { AdminLibraryView } from './views/AdminLibraryView.js';
import { StudentLibraryView } from './views/StudentLibraryView.js';

export const views: RemoteViewsModule<'library'>['views'] = {
  'admin-library': createViewParcel(AdminLibraryView, 'Trading Library'),
  'student-library': createViewParcel(StudentLibraryView, 'Trading Library'),
};
