/**
 * Runs @20minutes/s3rver, an S3 server implementation in Node, for the S3 tests
 * (started and stopped by files-servers.ts). It runs in a process of its own, started with
 * --openssl-legacy-provider: s3rver encrypts its ListObjectsV2 continuation tokens with
 * DES, which Node's OpenSSL 3 only offers through the legacy provider.
 *
 * argv[2] is a JSON object: `directory` (where s3rver keeps the buckets), `bucket`,
 * `accessKeyId`, `secretAccessKey`, `requestLog` (a file that gets one JSON line per
 * request, written before the request is answered). The first line on stdout is
 * `{"port":N}`. The process ends when its stdin closes, so it never outlives the tests.
 */
import { appendFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const S3rver = require('@20minutes/s3rver');
const { DUMMY_ACCOUNT } = require('@20minutes/s3rver/lib/models/account.js');

const config = JSON.parse(process.argv[2]);

// The test's key pair is the only one the server knows: its built-in S3RVER pair is revoked.
DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
DUMMY_ACCOUNT.createKeyPair(config.accessKeyId, config.secretAccessKey);

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: config.directory,
  configureBuckets: [{ name: config.bucket }],
  // Host names *.s3.<region>.amazonaws.com are virtual-hosted addresses of a bucket.
  serviceEndpoint: 'amazonaws.com',
});

/**
 * s3rver checks SigV4 signatures, but builds the canonical URI from the bucket and key it
 * routed to: right for a path-style object request (`/bucket/key`), wrong for a bucket
 * request with its trailing slash (`/bucket/`, as the AWS SDK sends ListObjectsV2) and for
 * any virtual-hosted request (S3 signs the path as sent, without the bucket). It would
 * refuse those correctly signed requests, so for them alone its signature comparison is
 * skipped; the access key must still be one it knows. files-servers.ts' own S3 server
 * checks those signatures.
 */
function signatureUncheckable(ctx) {
  const virtualHosted = isIP(ctx.hostname) === 0 && ctx.hostname !== 'localhost';
  return virtualHosted || /^\/[^/]+\/$/.test(ctx.path);
}

server.middleware.unshift(async (ctx, next) => {
  appendFileSync(config.requestLog, `${JSON.stringify({ method: ctx.method, url: ctx.url, host: ctx.host })}\n`);
  // The authentication middleware accepts a request whose account is already known.
  if (signatureUncheckable(ctx)) ctx.state.account = DUMMY_ACCOUNT;
  return next();
});

// 4xx answers are S3 errors the tests expect; anything else is shown.
server.on('error', (error) => {
  if (!(error.status >= 400 && error.status < 500)) process.stderr.write(`s3rver: ${error.stack ?? error}\n`);
});

const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);

process.stdin.resume();
process.stdin.on('close', () => process.exit(0));
process.stdin.on('end', () => process.exit(0));
