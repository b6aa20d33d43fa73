import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from '../query-client';
import { adminKeys } from './admin';
import { invalidateAfterIdeaChange } from './idea-changed';
import { ideasKeys } from './ideas';
import { myPageKeys } from './my-page';
import { searchKeys } from './search';

describe('invalidateAfterIdeaChange', () => {
  it('marks what every remote shows of ideas stale, and nothing else', async () => {
    const client = createQueryClient();
    const keys = [ideasKeys.detail('i1'), myPageKeys.tasks, myPageKeys.notifications, myPageKeys.myIdeasCount, myPageKeys.following('u1'), searchKeys.indicators, adminKeys.stats];
    for (const key of keys) client.setQueryData(key, { cached: true });
    client.setQueryData(searchKeys.tenants, { cached: true });
    await invalidateAfterIdeaChange(client);
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(client.getQueryState(searchKeys.tenants)?.isInvalidated).toBe(false);
  });

  it('refetches a mounted task count at once, although it is fresh for 60 s', async () => {
    const client: QueryClient = createQueryClient();
    let total = 0;
    const observer = new QueryObserver(client, { queryKey: myPageKeys.tasks, queryFn: () => Promise.resolve({ total }) });
    const unsubscribe = observer.subscribe(() => undefined);
    await observer.refetch();
    expect(observer.getCurrentResult().data).toEqual({ total: 0 });
    total = 1;
    await invalidateAfterIdeaChange(client);
    expect(observer.getCurrentResult().data).toEqual({ total: 1 });
    unsubscribe();
  });
});
