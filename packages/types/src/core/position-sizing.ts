/**
 * The student Position Sizing Calculator (SPEC section 9), as one pure function.
 *   active positions = floor(watchlist count x exposure)
 *   position size    = floor(account / active positions), capped at floor(5% of account)
 *   sector limit     = 20% of account; fund ceiling = 85% of account
 *   total exposure   = active positions x position size (and as a percent of the account)
 * A non-positive or empty account, or an empty watchlist, gives no result: a reason and a hint
 * instead, so the screen never shows NaN, Infinity or a division by zero.
 */
import { POSITION_CALCULATOR } from './constants.js';

export const RISK_PROFILES = ['conservative', 'aggressive'] as const;
export type RiskProfile = (typeof RISK_PROFILES)[number];

/** Exposure (share of the watchlist held at once) and the button label of each risk profile. */
export const RISK_PROFILE_SETTINGS: Record<RiskProfile, { exposure: number; label: string }> = {
  conservative: { exposure: POSITION_CALCULATOR.conservativeExposure, label: 'Conservative (75%)' },
  aggressive: { exposure: POSITION_CALCULATOR.aggressiveExposure, label: 'Aggressive (85%)' },
};

export const POSITION_CAP_NOTE = 'Capped at 5% limit';

export const POSITION_SIZING_HINTS = {
  account: 'Enter an account size above $0 to see the position sizes.',
  watchlist: 'The watchlist has no stocks yet, so there is nothing to size. Results appear once stocks are added.',
  positions:
    'The watchlist is too short for this risk profile to hold a whole position. Results appear once more stocks are added.',
} as const;
export type NoResultReason = keyof typeof POSITION_SIZING_HINTS;

export interface PositionSizingInput {
  /** The typed account size; null, NaN, 0 or less give no result. */
  accountSize: number | null;
  watchlistCount: number;
  riskProfile: RiskProfile;
}

export interface PositionSizing {
  ok: true;
  accountSize: number;
  exposure: number;
  activePositions: number;
  /** The size after the 5% cap. */
  positionSize: number;
  /** floor(account / active positions), before the cap. */
  uncappedPositionSize: number;
  /** floor(5% of account). */
  positionCap: number;
  /** True when the cap lowered the size ('Capped at 5% limit'). */
  capped: boolean;
  sectorLimit: number;
  fundCeiling: number;
  totalExposure: number;
  /** totalExposure / account x 100 (shown with one decimal). */
  totalExposurePercent: number;
}

export interface NoPositionSizing {
  ok: false;
  reason: NoResultReason;
  hint: string;
}

export type PositionSizingResult = PositionSizing | NoPositionSizing;

const noResult = (reason: NoResultReason): NoPositionSizing => ({
  ok: false,
  reason,
  hint: POSITION_SIZING_HINTS[reason],
});

export function calculatePositionSizing({
  accountSize,
  watchlistCount,
  riskProfile,
}: PositionSizingInput): PositionSizingResult {
  if (accountSize === null || !Number.isFinite(accountSize) || accountSize <= 0) return noResult('account');
  if (!Number.isFinite(watchlistCount) || watchlistCount <= 0) return noResult('watchlist');
  const { exposure } = RISK_PROFILE_SETTINGS[riskProfile];
  const activePositions = Math.floor(Math.floor(watchlistCount) * exposure);
  // One stock at 75% is 0.75 of a position: there is nothing to divide the account by.
  if (activePositions < 1) return noResult('positions');

  const uncappedPositionSize = Math.floor(accountSize / activePositions);
  const positionCap = Math.floor(accountSize * POSITION_CALCULATOR.positionCapOfAccount);
  const positionSize = Math.min(uncappedPositionSize, positionCap);
  const totalExposure = activePositions * positionSize;
  return {
    ok: true,
    accountSize,
    exposure,
    activePositions,
    positionSize,
    uncappedPositionSize,
    positionCap,
    capped: uncappedPositionSize > positionCap,
    sectorLimit: accountSize * POSITION_CALCULATOR.sectorLimitOfAccount,
    fundCeiling: accountSize * POSITION_CALCULATOR.fundCeilingOfAccount,
    totalExposure,
    totalExposurePercent: (totalExposure / accountSize) * 100,
  };
}

/**
 * The Account Size input as a number: '' (or only spaces) is null; '100,000' and '$100000' read as
 * 100000; anything else that is not a number is NaN (which gives no result).
 */
export function parseAccountSize(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned) ? Number(cleaned) : Number.NaN;
}
