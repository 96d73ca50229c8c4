import { useDeferredValue } from 'react';

/**
 * A query's answer drawn in a render React can slice. TanStack Query delivers answers through
 * useSyncExternalStore, whose renders React never time-slices, so a screen that draws its answer
 * (the expert list's cards, the appointments, a week of the tracker) did so in one long task when
 * it arrived: 180 ms at 4x CPU for the expert list (`npm run bench:trace`), on a phone a tap
 * that goes unanswered. Through useDeferredValue the arrival first re-renders the previous state
 * (cheap), then React draws the answer in a background render that yields every few
 * milliseconds. Until it is drawn the result still reads as pending, so `data` and the flags the
 * screens check (`isPending`, `isSuccess`, `status`) agree.
 */
export function useDeferredResult<R extends { data: unknown }>(result: R): R {
  const data = useDeferredValue(result.data);
  if (data === result.data) return result;
  const shown: Record<PropertyKey, unknown> =
    data === undefined
      ? { data, isPending: true, isLoading: true, isSuccess: false, status: 'pending' }
      : { data };
  // A view, not a copy: TanStack Query re-renders a component only for the fields it read from
  // the result (tracked properties); spreading the result would read them all.
  return new Proxy(result, {
    get: (target, key, receiver) =>
      key in shown ? shown[key as keyof R] : Reflect.get(target, key, receiver),
  });
}
