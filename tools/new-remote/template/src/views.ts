/** The `./views` module of the __NAME__ remote: one single-spa parcel per view (see the @tradeboard/ui contract). */
import { createViewParcel, type RemoteViewsModule } from '@tradeboard/ui';
import { __COMPONENT__ } from './views/__COMPONENT__.js';

export const views: RemoteViewsModule<'__NAME__'>['views'] = {
  __VIEW_KEY__: createViewParcel(__COMPONENT__, __TITLE_STRING__),
};
