/** Loopback servers that must see no connection: proof without waiting for strays. */
import { connect } from 'node:net';

/**
 * Makes one connection to a loopback server that closes each connection it accepts, and
 * resolves once the server has closed it. A listening socket hands over connections in
 * the order they were made, so by then the server has seen every connection made before
 * this one: a stray connection from earlier work has landed if there is one.
 */
export function connectOnce(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    connect(port, '127.0.0.1').on('close', () => resolve()).on('error', reject);
  });
}
