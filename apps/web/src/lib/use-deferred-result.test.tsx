import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeferredResult } from './use-deferred-result';

// A query's answer drawn in a sliced render: until it is drawn the result reads as pending, and
// a screen re-renders only for the fields it reads (TanStack Query's tracked properties).

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useDeferredResult', () => {
  it('shows the answer once drawn, with flags that agree with it', async () => {
    const client = new QueryClient();
    let answer: (v: string[]) => void = () => {};
    const seen: string[] = [];
    function List() {
      const result = useDeferredResult(
        useQuery({ queryKey: ['x'], queryFn: () => new Promise<string[]>((r) => (answer = r)) }),
      );
      seen.push(`${result.status}:${result.isPending}:${result.data?.join(',') ?? '-'}`);
      return <p>{result.isPending ? 'loading' : result.data?.join(',')}</p>;
    }
    render(<List />, { wrapper: wrapper(client) });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => answer(['a', 'b']));
    expect(await screen.findByText('a,b')).toBeTruthy();
    // Never data with a pending flag, nor success without data.
    for (const s of seen) expect(s).toMatch(/^(pending:true:-|success:false:a,b)$/);
  });

  it('does not re-render for a field the screen never read', async () => {
    const client = new QueryClient();
    let renders = 0;
    function List() {
      const result = useDeferredResult(useQuery({ queryKey: ['y'], queryFn: async () => ['a'] }));
      renders++;
      return <p>{result.data?.join(',') ?? 'loading'}</p>;
    }
    render(<List />, { wrapper: wrapper(client) });
    // The answer arrives: in the render before it is drawn the result was a view of the query's.
    expect(await screen.findByText('a')).toBeTruthy();
    const before = renders;
    // A refetch that returns equal data changes isFetching only, which List never read.
    await act(async () => {
      await client.refetchQueries({ queryKey: ['y'] });
    });
    expect(renders).toBe(before);
  });
});
