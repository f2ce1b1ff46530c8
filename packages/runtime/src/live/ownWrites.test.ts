// @vitest-environment node
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient.js';
import { createLiveConnection } from './liveConnection.js';
import { noteOwnWrite } from './ownWrites.js';
import { fakeLiveOptions } from '../testing/fakeEventSource.js';

describe('own writes', () => {
  it("a write's answer is known as this page's own before the write's callbacks refetch anything", async () => {
    const live = createLiveConnection(fakeLiveOptions());
    const client = createQueryClient({ onMutationSuccess: (data) => noteOwnWrite(live, data) });
    let knownWhenCallbacksRan: boolean | undefined;
    const observer = new MutationObserver(client, {
      mutationFn: async () => ({ id: 'alert-9', ticker: 'TSLA' }),
      onSuccess: () => {
        knownWhenCallbacksRan = live.isOwnWrite('alert-9');
      },
    });
    await observer.mutate();
    expect(knownWhenCallbacksRan).toBe(true);
    live.close();
  });

  it('answers without an id note nothing', () => {
    const live = createLiveConnection(fakeLiveOptions());
    noteOwnWrite(live, null);
    noteOwnWrite(live, { id: 7 });
    noteOwnWrite(live, [{ id: 'x' }]);
    expect(live.isOwnWrite('x')).toBe(false);
    live.close();
  });
});
