/** The calculator's formula in words, with the numbers of the current result (SPEC section 9). */
import type { PositionSizing } from '@tradeboard/types/core';
import { formatCurrency } from '@tradeboard/ui';

const money = (value: number) => formatCurrency(value, 0);
const percentOf = (share: number) => `${Math.round(share * 100)}%`;

/** The exposure percent with one decimal: '30.0%'. */
export const exposurePercentText = (result: PositionSizing) => `${result.totalExposurePercent.toFixed(1)}%`;

export function formulaSteps(result: PositionSizing, watchlistCount: number): string[] {
  const size = result.capped
    ? `Position size = ${money(result.accountSize)} ÷ ${result.activePositions} = ${money(result.uncappedPositionSize)}, capped at 5% of the account: ${money(result.positionSize)}.`
    : `Position size = ${money(result.accountSize)} ÷ ${result.activePositions} = ${money(result.positionSize)} (within the 5% cap of ${money(result.positionCap)}).`;
  return [
    `Active positions = ${watchlistCount} watchlist stocks × ${percentOf(result.exposure)} exposure, rounded down = ${result.activePositions}.`,
    size,
    `Sector limit = 20% of the account = ${money(result.sectorLimit)}; fund ceiling = 85% of the account = ${money(result.fundCeiling)}.`,
    `Total exposure = ${result.activePositions} × ${money(result.positionSize)} = ${money(result.totalExposure)}, ${exposurePercentText(result)} of the account.`,
  ];
}
