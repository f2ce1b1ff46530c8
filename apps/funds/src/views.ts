/** The `./views` module of the funds remote: one single-spa parcel per view (see @tradeboard/ui contract). */
import { createViewParcel, type RemoteViewsModule } from '@tradeboard/ui';
import { createElement } from 'react';
import { ComingInPartTwo } from './views/ComingInPartTwo';
import { FundHoldingsView } from './views/FundHoldingsView';
import { MainFundView } from './views/MainFundView';
import { StudentPortfolioView } from './views/StudentPortfolioView';

const partTwo = (title: string) => createViewParcel(() => createElement(ComingInPartTwo, { title }), title);

export const views: RemoteViewsModule<'funds'>['views'] = {
  'fund-holdings': createViewParcel(FundHoldingsView, 'Fund Holdings'),
  'student-portfolio': createViewParcel(StudentPortfolioView, 'Portfolio Data'),
  'main-fund': createViewParcel(MainFundView, 'Main Fund'),
  'daily-activity-banner': partTwo('Trading Activity'),
  'portfolio-overview': partTwo('Portfolio Overview'),
  'position-calculator': partTwo('Position Sizing Calculator'),
};
