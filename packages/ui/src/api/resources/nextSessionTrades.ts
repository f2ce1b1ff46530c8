/** Next-session trades per fund (SPEC section 7, Flow). Keys: ['/api/next-session-trades', { fund }]. */
import { queryOptions } from '@tanstack/react-query';
import type { NextSessionTrade, NextSessionTradeCreateInput } from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { getJson, requestJson } from '../apiRequest.js';
import { takeServedData } from '../servedData.js';
import { query, segment } from './paths.js';

export const nextSessionTradeKeys = {
  all: ['/api/next-session-trades'] as const,
  fund: queryKeys.nextSessionTrades,
};

export const nextSessionTradesApi = {
  keys: nextSessionTradeKeys,
  byFund: (fund: string) => {
    const url = `/api/next-session-trades${query({ fund })}`;
    return queryOptions({
      queryKey: nextSessionTradeKeys.fund(fund),
      queryFn: () => getJson<NextSessionTrade[]>(url),
      initialData: () => takeServedData<NextSessionTrade[]>(url),
    });
  },
  create: (body: NextSessionTradeCreateInput) =>
    requestJson<NextSessionTrade>('POST', '/api/next-session-trades', body),
  remove: (id: string) => requestJson<null>('DELETE', `/api/next-session-trades/${segment(id)}`),
};
