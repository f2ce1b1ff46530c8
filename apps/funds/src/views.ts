/** The `./views` module of the funds remote: one single-spa parcel per view (see @tradeboard/ui contract). */
import { createViewParcel, type RemoteViewsModule } from '@tradeboard/ui';
import { DailyActivityBannerView } from './views/DailyActivityBannerView.js';
import { FundHoldingsView } from './views/FundHoldingsView.js';
import { MainFundAdminView } from './views/MainFundAdminView.js';
import { PortfolioOverviewView } from './views/PortfolioOverviewView.js';
import { PositionCalculatorView } from './views/PositionCalculatorView.js';
import { StudentPortfolioView } from './views/StudentPortfolioView.js';

export const views: RemoteViewsModule<'funds'>['views'] = {
  'fund-holdings': createViewParcel(FundHoldingsView, 'Fund Holdings'),
  'student-portfolio': createViewParcel(StudentPortfolioView, 'Portfolio Data'),
  'main-fund': createViewParcel(MainFundAdminView, 'Main Fund'),
  'daily-activity-banner': createViewParcel(DailyActivityBannerView, 'Trading Activity'),
  'portfolio-overview': createViewParcel(PortfolioOverviewView, 'Portfolio Overview'),
  'position-calculator': createViewParcel(PositionCalculatorView, 'Position Sizing Calculator'),
};
