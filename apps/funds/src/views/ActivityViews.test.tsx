import { screen, within } from '@testing-library/react';
import { todayUsDate } from '@tradeboard/ui';
import {
  installFakeApi,
  makeDailyActivity,
  makeNextSessionTrade,
  makePortfolioActivity,
  renderView,
} from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { StudentActivitySections } from '../components/student/StudentActivitySections.js';
import { DailyActivityBannerView } from './DailyActivityBannerView.js';
import { MainFundAdminView } from './MainFundAdminView.js';

const TODAY = todayUsDate();

function fakeMainFundApi() {
  return installFakeApi({
    [`GET /api/daily-activity/Main Fund/${TODAY}`]: {
      body: makeDailyActivity('Main Fund', TODAY, { addedPositions: ['TSLA'], removedPositions: ['NFLX'] }),
    },
    'GET /api/next-session-trades?fund=Main Fund': { body: [makeNextSessionTrade('NVDA', { action: 'add' })] },
    'GET /api/portfolio-activity/Main Fund/7': {
      body: [makePortfolioActivity('TSLA', { date: TODAY, activityType: 'holding_added' })],
    },
  });
}

const banner = () => screen.getByRole('region', { name: new RegExp(`^Trading Activity ${TODAY}`) });

describe('daily-activity-banner', () => {
  it("shows the Main Fund's activity for the viewer's today", async () => {
    const api = fakeMainFundApi();
    renderView(<DailyActivityBannerView />);
    expect(await within(banner()).findByText('$TSLA')).toBeTruthy();
    expect(within(banner()).getByText('$NFLX')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual([`/api/daily-activity/Main Fund/${TODAY}`]);
  });
});

describe('main-fund (admin)', () => {
  it('holds the Daily Activity Editor for the Main Fund and today, and the Next Session Trades box with its controls', async () => {
    fakeMainFundApi();
    renderView(<MainFundAdminView />);
    const editor = await screen.findByRole('region', { name: /^Daily Activity Editor/ });
    expect(within(editor).getByRole('textbox', { name: 'Ticker added' })).toBeTruthy();
    expect(await within(editor).findByText('$TSLA')).toBeTruthy();
    const trades = screen.getByRole('region', { name: 'Next Session Trades' });
    expect(await within(trades).findByText('$NVDA')).toBeTruthy();
    expect(within(trades).getByRole('textbox', { name: 'Ticker' })).toBeTruthy();
    expect(within(trades).queryByText('Preview Only')).toBeNull();
  });
});

describe('student Portfolio Data: activity', () => {
  it("shows today's banner, the 7-day history and the trades as 'Preview Only', with no control and no write", async () => {
    const api = fakeMainFundApi();
    renderView(<StudentActivitySections />);
    expect(await within(banner()).findByText('$TSLA')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Portfolio Activity History' });
    expect(await within(history).findByText('Holding Added')).toBeTruthy();
    const trades = screen.getByRole('region', { name: 'Next Session Trades' });
    expect(await within(trades).findByText('$NVDA')).toBeTruthy();
    expect(within(trades).getByText('Preview Only')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.writes()).toEqual([]);
  });
});
