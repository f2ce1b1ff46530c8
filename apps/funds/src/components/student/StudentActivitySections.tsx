import Stack from '@mui/material/Stack';
import { DEFAULT_FUND } from '@tradeboard/types/core';
import { NextSessionTradesBox, PortfolioActivityHistory, TradingActivityBanner } from '@tradeboard/ui';

/**
 * The student Portfolio Data tab's activity part, all read only: today's Trading Activity banner,
 * the 7-day Portfolio Activity History and the Next Session Trades box ('Preview Only'), for the Main Fund.
 */
export function StudentActivitySections() {
  return (
    <Stack spacing={3}>
      <TradingActivityBanner fund={DEFAULT_FUND} />
      <PortfolioActivityHistory fund={DEFAULT_FUND} />
      <NextSessionTradesBox fund={DEFAULT_FUND} readOnly />
    </Stack>
  );
}
