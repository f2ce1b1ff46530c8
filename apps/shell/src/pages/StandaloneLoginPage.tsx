import type { QueryClient } from '@tanstack/react-query';
import type { BaseLocationHook } from 'wouter';
import { AppFrame } from '../AppFrame.js';
import { fullPageLocation } from '../routing/fullPageLocation.js';
import { LoginPage } from './LoginPage.js';

export interface StandaloneLoginPageProps {
  queryClient: QueryClient;
  /** Tests pass wouter's memoryLocation hook; the page leaves with a full page load (fullPageLocation). */
  locationHook?: BaseLocationHook;
}

/**
 * The /login page's whole tree (loginPage.tsx mounts it): the form in AppFrame, which is App's
 * markup on /login, so it hydrates the frame prerendered from App. No toaster: the form raises no toast.
 */
export function StandaloneLoginPage({ queryClient, locationHook = fullPageLocation }: StandaloneLoginPageProps) {
  return (
    <AppFrame queryClient={queryClient} locationHook={locationHook}>
      <LoginPage />
    </AppFrame>
  );
}
