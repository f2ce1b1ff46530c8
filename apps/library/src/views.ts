/** The `./views` module of the library remote: one single-spa parcel per view (see @tradeboard/ui contract). */
import { createViewParcel, type RemoteViewsModule } from '@tradeboard/ui';
import { AdminLibraryView } from './views/AdminLibraryView';
import { StudentLibraryView } from './views/StudentLibraryView';

export const views: RemoteViewsModule<'library'>['views'] = {
  'admin-library': createViewParcel(AdminLibraryView, 'Trading Library'),
  'student-library': createViewParcel(StudentLibraryView, 'Trading Library'),
};
