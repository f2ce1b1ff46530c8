import { screen, within } from '@testing-library/react';
import { installFakeApi, makeStock, renderView } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { PositionCalculatorView } from './PositionCalculatorView.js';

/** `count` stocks named SAA, SBA, ... SZA, SAB, ... */
const watchlist = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeStock(`S${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + Math.floor(index / 26))}`),
  );

const result = (title: string) =>
  within(screen.getByRole('region', { name: 'Results' })).getByRole('group', { name: title });
const valueOf = (title: string) => result(title).children[1]!.textContent;
const accountInput = () => screen.getByRole('textbox', { name: 'Account Size' }) as HTMLInputElement;

describe('Position Sizing Calculator', () => {
  it("is labelled 'Educational Tool' and starts at $100,000, Conservative (75%), with the watchlist count", async () => {
    installFakeApi({ 'GET /api/stocks': { body: watchlist(8) } });
    renderView(<PositionCalculatorView />);
    expect(screen.getByText('Educational Tool')).toBeTruthy();
    expect(accountInput().value).toBe('100000');
    expect(screen.getByRole('button', { name: 'Conservative (75%)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Aggressive (85%)' }).getAttribute('aria-pressed')).toBe('false');
    expect((await screen.findByText('Watchlist stocks:')).textContent).toBe('Watchlist stocks: 8');
  });

  it('8 watchlist stocks and 100000: the right numbers in both risk profiles, with the cap note', async () => {
    installFakeApi({ 'GET /api/stocks': { body: watchlist(8) } });
    const { user } = renderView(<PositionCalculatorView />);
    await screen.findByRole('group', { name: 'Active Positions' });
    const expectSixCapped = () => {
      expect(valueOf('Active Positions')).toBe('6');
      expect(valueOf('Position Size')).toBe('$5,000');
      expect(within(result('Position Size')).getByText('Capped at 5% limit')).toBeTruthy();
      expect(valueOf('Total Exposure')).toBe('$30,000');
      expect(within(result('Total Exposure')).getByText('30.0% of the account')).toBeTruthy();
      expect(valueOf('Sector Limit')).toBe('$20,000');
      expect(valueOf('Fund Ceiling')).toBe('$85,000');
    };
    expectSixCapped();
    expect(within(result('Active Positions')).getByText('75% of 8 watchlist stocks')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aggressive (85%)' }));
    expectSixCapped(); // floor(8 x 0.85) = 6 as well
    expect(within(result('Active Positions')).getByText('85% of 8 watchlist stocks')).toBeTruthy();
  });

  it('shows the formula in words with the current numbers', async () => {
    installFakeApi({ 'GET /api/stocks': { body: watchlist(8) } });
    renderView(<PositionCalculatorView />);
    const formula = await screen.findByRole('region', { name: 'How it is calculated' });
    expect(
      within(formula)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Active positions = 8 watchlist stocks × 75% exposure, rounded down = 6.',
      'Position size = $100,000 ÷ 6 = $16,666, capped at 5% of the account: $5,000.',
      'Sector limit = 20% of the account = $20,000; fund ceiling = 85% of the account = $85,000.',
      'Total exposure = 6 × $5,000 = $30,000, 30.0% of the account.',
    ]);
  });

  it('below the cap there is no cap note, and the numbers follow the typed account size', async () => {
    installFakeApi({ 'GET /api/stocks': { body: watchlist(40) } });
    const { user } = renderView(<PositionCalculatorView />);
    await screen.findByRole('group', { name: 'Active Positions' });
    await user.click(screen.getByRole('button', { name: 'Aggressive (85%)' }));
    expect(valueOf('Active Positions')).toBe('34');
    expect(valueOf('Position Size')).toBe('$2,941');
    expect(within(result('Position Size')).queryByText('Capped at 5% limit')).toBeNull();
    await user.clear(accountInput());
    await user.type(accountInput(), '250,000');
    expect(valueOf('Position Size')).toBe('$7,352');
    expect(valueOf('Sector Limit')).toBe('$50,000');
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-500'],
    ['not a number', 'abc'],
  ])('account size %s: a hint instead of numbers', async (_name, typed) => {
    installFakeApi({ 'GET /api/stocks': { body: watchlist(8) } });
    const { user } = renderView(<PositionCalculatorView />);
    await screen.findByRole('group', { name: 'Active Positions' });
    await user.clear(accountInput());
    if (typed) await user.type(accountInput(), typed);
    const region = screen.getByRole('region', { name: 'Results' });
    expect(within(region).getByText('Enter an account size above $0 to see the position sizes.')).toBeTruthy();
    expect(within(region).queryByRole('group')).toBeNull();
    expect(region.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('an empty watchlist gives a hint instead of numbers', async () => {
    installFakeApi({ 'GET /api/stocks': { body: [] } });
    renderView(<PositionCalculatorView />);
    expect(await screen.findByText(/The watchlist has no stocks yet/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Results' })).queryByRole('group')).toBeNull();
    expect(screen.getByText('Watchlist stocks:').textContent).toBe('Watchlist stocks: 0');
  });

  it('takes accounts up to $1,000,000,000; a larger one (15 digits) says so and shows no figures', async () => {
    installFakeApi({ 'GET /api/stocks': { body: watchlist(8) } });
    const { user } = renderView(<PositionCalculatorView />);
    await screen.findByRole('group', { name: 'Active Positions' });
    await user.clear(accountInput());
    await user.type(accountInput(), '1000000000');
    expect(valueOf('Position Size')).toBe('$50,000,000');
    expect(accountInput().getAttribute('aria-invalid')).toBe('false');

    await user.type(accountInput(), '00000');
    expect(screen.getByText('Account size must be at most $1,000,000,000')).toBeTruthy();
    expect(accountInput().getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('region', { name: 'Results' })).queryByRole('group')).toBeNull();
    expect(screen.getByRole('region', { name: 'Results' }).textContent).not.toMatch(/NaN|Infinity/);
  });

  it('while the watchlist loads, then when it fails: the states with Retry, and no numbers', async () => {
    let fail = true;
    installFakeApi({
      'GET /api/stocks': () => (fail ? { status: 500, body: { message: 'down' } } : { body: watchlist(8) }),
    });
    const { user } = renderView(<PositionCalculatorView />);
    expect(screen.getByRole('status').textContent).toBe('Loading watchlist...');
    expect(await screen.findByText('Failed to fetch stocks')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Results' })).queryByRole('group')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry Watchlist stocks' }));
    expect(await screen.findByRole('group', { name: 'Active Positions' })).toBeTruthy();
  });

  it('sends no write request', async () => {
    const api = installFakeApi({ 'GET /api/stocks': { body: watchlist(8) } });
    const { user } = renderView(<PositionCalculatorView />);
    await screen.findByRole('group', { name: 'Active Positions' });
    await user.click(screen.getByRole('button', { name: 'Aggressive (85%)' }));
    await user.type(accountInput(), '5');
    expect(api.writes()).toEqual([]);
  });
});
