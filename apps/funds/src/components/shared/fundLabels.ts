import { ALL_FUNDS_FILTER, DEFAULT_FUND, FUNDS, MAIN_FUND_LABEL, type Fund } from '@tradeboard/types/core';

/** How a fund is named in selects: the Main Fund carries its check mark ('✅ Main Fund'). */
export function fundLabel(fund: Fund): string {
  return fund === DEFAULT_FUND ? MAIN_FUND_LABEL : fund;
}

export type FundFilter = Fund | typeof ALL_FUNDS_FILTER;
export const FUND_FILTERS: readonly FundFilter[] = [ALL_FUNDS_FILTER, ...FUNDS];

/** Select choices of funds: 'All Funds' as it is, the Main Fund as '✅ Main Fund'. */
export const fundChoices = <T extends FundFilter>(funds: readonly T[]) =>
  funds.map((fund) => ({ value: fund, label: fund === ALL_FUNDS_FILTER ? fund : fundLabel(fund) }));

/** The fund a filter stands for, undefined for 'All Funds'. */
export const fundOfFilter = (filter: FundFilter): Fund | undefined =>
  filter === ALL_FUNDS_FILTER ? undefined : filter;
