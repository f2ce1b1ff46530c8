import { createContext } from 'react';
import { loadView } from './loadView.js';

/** How slots load their views: the Module Federation runtime on the page, a fake in component tests. */
export const ViewLoaderContext = createContext<typeof loadView>(loadView);
