/**
 * The /login page's own bundle (webpack.config.cjs; tools/webpack/standalonePage.cjs): the sign-in
 * form with its React and MUI, and no Module Federation. A cold /login then downloads and runs one
 * script instead of the federation runtime, its share negotiation and twenty chunks (issue 25). It
 * hydrates the frame prerendered from App (StandaloneLoginPage renders the same markup). The form's
 * navigation (after sign-in, the Student Portal button) loads the next page in full: the dashboards
 * are the federated shell's, which after a logout shows its own copy of the form (App's /login route).
 */
import { createQueryClient } from '@tradeboard/runtime';
import { StrictMode } from 'react';
import { mountPage, pageRoot } from './frame/mountPage.js';
import { StandaloneLoginPage } from './pages/StandaloneLoginPage.js';

mountPage(
  pageRoot(),
  <StrictMode>
    <StandaloneLoginPage queryClient={createQueryClient()} />
  </StrictMode>,
);
