import Box from '@mui/material/Box';
import { DEFAULT_FUND } from '@tradeboard/types/core';
import { NextSessionTradesBox, type ParcelProps } from '@tradeboard/ui';
import { DailyActivityEditor } from '@tradeboard/ui/forms';

/**
 * Above the admin tabs: the Main Fund in admin mode, the Daily Activity Editor for today and the
 * Next Session Trades box (SPEC section 2, "Above the tabs").
 */
export function MainFundAdminView(_props: Partial<ParcelProps>) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <DailyActivityEditor fund={DEFAULT_FUND} />
      <NextSessionTradesBox fund={DEFAULT_FUND} />
    </Box>
  );
}
