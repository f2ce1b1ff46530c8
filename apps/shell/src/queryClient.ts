import { createQueryClient } from '@tradeboard/ui';

/** The one QueryClient of the page; every parcel receives it, so "Refresh All" reaches all modules. */
export const queryClient = createQueryClient();
