/** The N-day portfolio history (SPEC section 7, Activity). Keys: ['/api/portfolio-activity', fund, days]. */
import { queryOptions } from '@tanstack/react-query';
import type { PortfolioActivity, PortfolioActivityCreateInput } from '@tradeboard/types';
import { PORTFOLIO_HISTORY_DAYS } from '@tradeboard/types/core';
import { queryKeys } from '@tradeboard/runtime';
import { getJson, requestJson } from '../apiRequest.js';
import { segment } from './paths.js';

export const portfolioActivityKeys = {
  all: ['/api/portfolio-activity'] as const,
  fund: (fund: string, days: number = PORTFOLIO_HISTORY_DAYS) => queryKeys.portfolioActivity(fund, days),
};

export const portfolioActivityApi = {
  keys: portfolioActivityKeys,
  byFund: (fund: string, days: number = PORTFOLIO_HISTORY_DAYS) =>
    queryOptions({
      queryKey: portfolioActivityKeys.fund(fund, days),
      queryFn: () => getJson<PortfolioActivity[]>(`/api/portfolio-activity/${segment(fund)}/${segment(days)}`),
    }),
  /** An exact repeat answers the stored entry (200), so syncing twice stores nothing twice. */
  create: (body: PortfolioActivityCreateInput) =>
    requestJson<PortfolioActivity>('POST', '/api/portfolio-activity', body),
};
