// @vitest-environment node
import { LIVE_RESOURCE_NAMES } from '@tradeboard/types/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../api/queryKeys.js';
import { LIVE_QUERY_KEYS, liveQueryKeysOf, SNAPSHOT_WRITING_READS } from './liveQueryKeys.js';
import { bindQueryClient } from './bindQueryClient.js';
import type { LiveConnection, LiveMessage } from './liveTypes.js';
import { offlineConnection } from './offlineConnection.js';

describe('LIVE_QUERY_KEYS', () => {
  it.each(LIVE_RESOURCE_NAMES)('%s refreshes at least one query-key family', (resource) => {
    expect(LIVE_QUERY_KEYS[resource].length).toBeGreaterThan(0);
  });

  it('names no resource the server does not send', () => {
    expect(Object.keys(LIVE_QUERY_KEYS).sort()).toEqual([...LIVE_RESOURCE_NAMES].sort());
  });

  it("a 'portfolio-metrics' change does not refetch the reads that write a snapshot (that would loop)", () => {
    const families = LIVE_QUERY_KEYS['portfolio-metrics'];
    for (const read of SNAPSHOT_WRITING_READS) {
      expect(
        families.some((family) => read.length >= family.length && family.every((part, i) => part === read[i])),
      ).toBe(false);
    }
    expect(families).toContainEqual(['/api/portfolio-metrics/history']);
  });

  it('merges the families of several resources without repeats and skips unknown names', () => {
    const families = liveQueryKeysOf(['holdings', 'options', 'from-a-newer-server']);
    expect(families).toContainEqual(['/api/holdings']);
    expect(families).toContainEqual(['/api/options']);
    expect(families.filter((family) => family === queryKeys.dashboardData)).toHaveLength(1);
  });
});

describe('bindQueryClient', () => {
  function connectionWithSender() {
    let send: (message: LiveMessage) => void = () => undefined;
    const connection: LiveConnection = {
      ...offlineConnection,
      onMessage: (listener) => {
        send = listener;
        return () => undefined;
      },
    };
    return { connection, send: (message: LiveMessage) => send(message) };
  }

  function clientWith(...keys: (readonly unknown[])[]) {
    const client = new QueryClient();
    for (const key of keys) client.setQueryData(key, 'data');
    return client;
  }
  const invalidated = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);

  it('a changed event invalidates the variants of the named resources only', () => {
    const client = clientWith(
      queryKeys.unusualFlow,
      queryKeys.manualPnl('Flow'),
      queryKeys.manualPnl('Main Fund'),
      queryKeys.stocks,
      queryKeys.analysisHistory('AAPL'),
    );
    const { connection, send } = connectionWithSender();
    bindQueryClient(connection, client);
    send({ type: 'changed', resources: ['manual-pnl'], id: '1' });
    expect(invalidated(client)).toEqual([queryKeys.manualPnl('Flow'), queryKeys.manualPnl('Main Fund')]);
  });

  it('a stocks change leaves the analysis histories alone; an analysis change reaches them and the log', () => {
    const client = clientWith(queryKeys.stocks, queryKeys.analysisHistory('AAPL'), queryKeys.analysisLogToday);
    const { connection, send } = connectionWithSender();
    bindQueryClient(connection, client);
    send({ type: 'changed', resources: ['stocks'], id: '1' });
    expect(invalidated(client)).toEqual([queryKeys.stocks]);
    send({ type: 'changed', resources: ['analysis-history'], id: '2' });
    expect(invalidated(client)).toHaveLength(3);
  });

  it('reset invalidates everything', () => {
    const client = clientWith(queryKeys.unusualFlow, queryKeys.courses, queryKeys.stocks);
    const { connection, send } = connectionWithSender();
    bindQueryClient(connection, client);
    send({ type: 'reset' });
    expect(invalidated(client)).toHaveLength(3);
  });
});
