/** The `./views` module of the funds remote: one single-spa parcel per view (see @tradeboard/ui contract). */
import { createViewParcel, type RemoteViewsModule } from '@tradeboard/ui';
import { DailyActivityBannerView } from './views/DailyActivityBannerView';
import { FundHoldingsView } from './views/FundHoldingsView';
import { MainFundAdminView } from './views/MainFundAdminView';
import { PortfolioOverviewView } from './views/PortfolioOverviewView';
import { PositionCalculatorView } from './views/PositionCalculatorView';
import { StudentPortfolioView } from './views/StudentPortfolioView';

export const views: RemoteViewsModule<'funds'>['views'] = {
  'fund-holdings': createViewParcel(FundHoldingsView, 'Fund Holdings'),
  'student-portfolio': createViewParcel(StudentPortfolioView, 'Portfolio Data'),
  'main-fund': createViewParcel(MainFundAdminView, 'Main Fund'),
  'daily-activity-banner': createViewParcel(DailyActivityBannerView, 'Trading Activity'),
  'portfolio-overview': createViewParcel(PortfolioOverviewView, 'Portfolio Overview'),
  'position-calculator': createViewParcel(PositionCalculatorView, 'Position Sizing Calculator'),
};
