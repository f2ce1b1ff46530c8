/**
 * Manual P&L per fund (SPEC section 7; FLOW for the flow summary). Keys: ['/api/manual-pnl/fund', fund].
 * The API answers null when the fund has no record yet.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ManualPnl, ManualPnlCreateInput, ManualPnlUpdateInput } from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { getJson, requestJson } from '../apiRequest.js';
import { segment } from './paths.js';

export const manualPnlKeys = {
  all: ['/api/manual-pnl/fund'] as const,
  fund: queryKeys.manualPnl,
};

export const manualPnlApi = {
  keys: manualPnlKeys,
  byFund: (fund: string) =>
    queryOptions({
      queryKey: manualPnlKeys.fund(fund),
      queryFn: () => getJson<ManualPnl | null>(`/api/manual-pnl/fund/${segment(fund)}`),
    }),
  /** Creates the fund's record or updates it (201 new, 200 existing). */
  save: (body: ManualPnlCreateInput) => requestJson<ManualPnl>('POST', '/api/manual-pnl', body),
  /** PATCH with If-Match: applies only to the version read (412 when someone changed it since). */
  update: (record: Pick<ManualPnl, 'id' | 'version'>, body: ManualPnlUpdateInput) =>
    requestJson<ManualPnl>('PATCH', `/api/manual-pnl/${segment(record.id)}`, body, { ifMatch: record.version }),
  /** The P&L forms' save: PATCH the fund's record when the form was filled from one, else POST a new one. */
  saveRecord: (existing: Pick<ManualPnl, 'id' | 'version'> | null | undefined, body: ManualPnlCreateInput) =>
    existing ? manualPnlApi.update(existing, body) : manualPnlApi.save(body),
};
