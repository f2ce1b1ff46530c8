/** The `./views` module of the flow remote: one single-spa parcel per view (see @tradeboard/ui contract). */
import { createViewParcel, type RemoteViewsModule } from '@tradeboard/ui';
import { AdminFlowView } from './views/AdminFlowView.js';
import { StudentFlowView } from './views/StudentFlowView.js';

export const views: RemoteViewsModule<'flow'>['views'] = {
  'admin-flow': createViewParcel(AdminFlowView, 'Unusual Flow'),
  'student-flow': createViewParcel(StudentFlowView, 'Unusual Flow'),
};
