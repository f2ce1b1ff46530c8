/**
 * The `./views` module of the funds remote: one single-spa parcel per view (see @tradeboard/ui
 * contract). Each view's code is a chunk of its own, downloaded when the view is first shown.
 */
import { createLazyViewParcel, type RemoteViewsModule } from '@tradeboard/ui';

export const views: RemoteViewsModule<'funds'>['views'] = {
  'fund-holdings': createLazyViewParcel(
    () => import('./views/FundHoldingsView.js').then((m) => m.FundHoldingsView),
    'Fund Holdings',
  ),
  'student-portfolio': createLazyViewParcel(
    () => import('./views/StudentPortfolioView.js').then((m) => m.StudentPortfolioView),
    'Portfolio Data',
  ),
  'main-fund': createLazyViewParcel(
    () => import('./views/MainFundAdminView.js').then((m) => m.MainFundAdminView),
    'Main Fund',
  ),
  'daily-activity-banner': createLazyViewParcel(
    () => import('./views/DailyActivityBannerView.js').then((m) => m.DailyActivityBannerView),
    'Trading Activity',
  ),
  'portfolio-overview': createLazyViewParcel(
    () => import('./views/PortfolioOverviewView.js').then((m) => m.PortfolioOverviewView),
    'Portfolio Overview',
  ),
  'position-calculator': createLazyViewParcel(
    () => import('./views/PositionCalculatorView.js').then((m) => m.PositionCalculatorView),
    'Position Sizing Calculator',
  ),
};
