/**
 * The two pieces of undici every run needs: the `Dispatcher` base class (the mock
 * dispatcher extends it) and the request API that drives any dispatcher. Loading
 * undici's index pulls in some 110 modules (agents, pools, fetch, websockets, cache)
 * that a test run never uses and that cost more start-up time than running 800 cases;
 * these two files need nine. Real runs load the full package for the network agent.
 */
import type { Dispatcher as DispatcherType } from 'undici';
import DispatcherClass from 'undici/lib/dispatcher/dispatcher.js';
import requestApi from 'undici/lib/api/api-request.js';

export const Dispatcher = DispatcherClass;

/** undici's `request(url, options)` for one dispatcher, without its global-dispatcher lookup. */
export function requestThrough(
  dispatcher: DispatcherType,
  url: URL,
  options: Omit<DispatcherType.RequestOptions<unknown>, 'origin' | 'path'>,
): Promise<DispatcherType.ResponseData> {
  return requestApi.call(dispatcher, { ...options, origin: url.origin, path: `${url.pathname}${url.search}` } as DispatcherType.RequestOptions);
}
