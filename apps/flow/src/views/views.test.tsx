import { screen } from '@testing-library/react';
import { todayUsDate } from '@tradeboard/ui';
import { describe, expect, it } from 'vitest';
import { makeAlert, makeFlowPnl, makeHolding } from '../test/fixtures.js';
import { AdminFlowView } from './AdminFlowView.js';
import { StudentFlowView } from './StudentFlowView.js';
import { installFakeApi, renderView } from '@tradeboard/ui/testing';

function scriptEverything() {
  return installFakeApi({
    'GET /api/unusual-flow': { body: [makeAlert('TSLA', { flowImage: '/uploads/x.png' })] },
    'GET /api/flow-holdings': { body: [makeHolding('NVDA', { pnlPercent: 5 })] },
    'GET /api/manual-pnl/fund/FLOW': { body: makeFlowPnl() },
    [`GET /api/daily-activity/FLOW/${todayUsDate()}`]: {
      body: {
        id: 'd',
        fund: 'FLOW',
        date: todayUsDate(),
        addedPositions: ['AMD'],
        removedPositions: [],
        createdAt: '',
        updatedAt: '',
      },
    },
  });
}

describe('student-flow', () => {
  it('is read only: no input, no admin control and only reads', async () => {
    const api = scriptEverything();
    renderView(<StudentFlowView />);
    await screen.findByText('1 Active Alerts');
    await screen.findByText('NVDA');
    await screen.findByText('$AMD');
    await screen.findByText('+8.25%');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('spinbutton')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryAllByRole('form')).toEqual([]);
    // The only buttons open an alert's details.
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => [button.textContent?.slice(0, 8), button.getAttribute('aria-haspopup')])).toEqual([
      ['TSLACALL', 'dialog'],
    ]);
    expect(api.calls.every((request) => request.method === 'GET')).toBe(true);
    expect(screen.getByRole('region', { name: /Flow Trading Activity/ })).toBeTruthy();
  });
});

describe('admin-flow', () => {
  it('shows the flow P&L, the flow activity with its editor, the positions and the alerts', async () => {
    scriptEverything();
    renderView(<AdminFlowView />);
    for (const name of [
      'Total Flow P&L (YTD)',
      /Flow Trading Activity/,
      /Daily Activity Editor/,
      'Manage Unusual Whale Positions',
      'Current Unusual Whale Holdings P&L',
    ]) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    expect(await screen.findByRole('heading', { name: 'Current Flow Alerts (1)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit NVDA position' })).toBeTruthy();
  });
});
