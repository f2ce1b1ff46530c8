/**
 * The `./views` module of the funds remote: one single-spa parcel per view (see @tradeboard/ui
 * contract). Each view's code is a chunk of its own, named `view-<key>`, downloaded when the view is
 * first shown, so a page downloads only the views it shows (a student's, none of the admin's
 * editors). The API preloads the chunk of a view a page shows first (expose-preloads.ts).
 * One exception: the daily-activity banner shares Main Fund's chunk. The two are the admin's
 * sections above the tabs, always shown together, so the admin's first screen asks for one small
 * file, not two (on a phone's six HTTP/1.1 connections, each small file took a slot from the
 * shell's large ones).
 */
import { createLazyViewParcel, type RemoteViewsModule } from '@tradeboard/ui';

export const views: RemoteViewsModule<'funds'>['views'] = {
  'fund-holdings': createLazyViewParcel(
    () =>
      import(/* webpackChunkName: "view-fund-holdings" */ './views/FundHoldingsView.js').then(
        (m) => m.FundHoldingsView,
      ),
    'Fund Holdings',
  ),
  'student-portfolio': createLazyViewParcel(
    () =>
      import(/* webpackChunkName: "view-student-portfolio" */ './views/StudentPortfolioView.js').then(
        (m) => m.StudentPortfolioView,
      ),
    'Portfolio Data',
  ),
  'main-fund': createLazyViewParcel(
    () =>
      import(/* webpackChunkName: "view-main-fund" */ './views/MainFundAdminView.js').then((m) => m.MainFundAdminView),
    'Main Fund',
  ),
  'daily-activity-banner': createLazyViewParcel(
    () =>
      import(/* webpackChunkName: "view-main-fund" */ './views/DailyActivityBannerView.js').then(
        (m) => m.DailyActivityBannerView,
      ),
    'Trading Activity',
  ),
  'portfolio-overview': createLazyViewParcel(
    () =>
      import(/* webpackChunkName: "view-portfolio-overview" */ './views/PortfolioOverviewView.js').then(
        (m) => m.PortfolioOverviewView,
      ),
    'Portfolio Overview',
  ),
  'position-calculator': createLazyViewParcel(
    () =>
      import(/* webpackChunkName: "view-position-calculator" */ './views/PositionCalculatorView.js').then(
        (m) => m.PositionCalculatorView,
      ),
    'Position Sizing Calculator',
  ),
};
