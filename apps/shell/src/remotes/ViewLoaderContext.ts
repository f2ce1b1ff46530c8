import { createContext } from 'react';
import type { loadView } from './loadView.js';

/**
 * How slots load their views: a fake in component tests; without one (null), the Module Federation
 * runtime on the page (RemoteSlot's default, so App, which /login runs too, does not import it).
 */
export const ViewLoaderContext = createContext<typeof loadView | null>(null);
