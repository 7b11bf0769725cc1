/**
 * The two pieces of undici every run needs: the `Dispatcher` base class (the mock
 * dispatcher extends it) and the request API that drives any dispatcher. Loading
 * undici's index pulls in some 110 modules (agents, pools, fetch, websockets, cache)
 * that a test run never uses and that cost more start-up time than running 800 cases;
 * these two files need nine. Real runs load the full package for the network agent.
 */
import { createRequire } from 'node:module';
import type { Dispatcher as DispatcherType } from 'undici';

const require = createRequire(import.meta.url);

export const Dispatcher = require('undici/lib/dispatcher/dispatcher.js') as typeof DispatcherType;

type RequestApi = (this: DispatcherType, options: DispatcherType.RequestOptions) => Promise<DispatcherType.ResponseData>;
const requestApi = require('undici/lib/api/api-request.js') as RequestApi;

/** undici's `request(url, options)` for one dispatcher, without its global-dispatcher lookup. */
export function requestThrough(
  dispatcher: DispatcherType,
  url: URL,
  options: Omit<DispatcherType.RequestOptions, 'origin' | 'path'>,
): Promise<DispatcherType.ResponseData> {
  return requestApi.call(dispatcher, { ...options, origin: url.origin, path: `${url.pathname}${url.search}` } as DispatcherType.RequestOptions);
}
