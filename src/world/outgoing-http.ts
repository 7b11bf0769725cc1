/**
 * The world's outgoing-HTTP port (engine/world.ts HttpPort): a caller's request is built
 * by the rules every caller obeys and signed in as this world signs in, then sent by the
 * transport (mocks in tests, the safe network client in real runs).
 */
import type { HttpOptions, HttpPort, HttpRequest, HttpResponse, OutgoingOptions, OutgoingRequest, CallEntry } from '../engine/world.js';
import type { HttpClient } from './http-client.js';
import { buildRequest } from './outgoing-request.js';
import type { SignIn } from './sign-in.js';

export class OutgoingHttp implements HttpPort {
  readonly #transport: HttpClient;
  readonly #signIn: SignIn;

  constructor(transport: HttpClient, signIn: SignIn) {
    this.#transport = transport;
    this.#signIn = signIn;
  }

  get calls(): readonly CallEntry[] {
    return this.#transport.calls;
  }

  request(request: OutgoingRequest, options: OutgoingOptions): Promise<HttpResponse> {
    const built = buildRequest(request, options.connection, this.#signIn);
    const added = options.actionHeaders?.(built);
    return this.#transport.send(added ? { ...built, headers: { ...built.headers, ...added } } : built, options);
  }

  send(request: HttpRequest, options: HttpOptions): Promise<HttpResponse> {
    return this.#transport.send(request, options);
  }
}
