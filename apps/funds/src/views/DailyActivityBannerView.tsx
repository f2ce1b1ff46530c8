import { DEFAULT_FUND } from '@tradeboard/types/core';
import { TradingActivityBanner, type ParcelProps } from '@tradeboard/ui';

/** Above the admin tabs: the Main Fund's Trading Activity banner for the viewer's today. */
export function DailyActivityBannerView(_props: Partial<ParcelProps>) {
  return <TradingActivityBanner fund={DEFAULT_FUND} />;
}
