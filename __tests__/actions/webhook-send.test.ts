import { tmpdir } from 'node:os';
import { RealWorld } from '../../src/world/real/real-world.js';
import { RunStore } from '../../src/world/real/run-store.js';
import { networkSettingsFrom } from '../../src/world/real/network.js';
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { webhookSend, idempotencyKey, webhookSignature } from '../../src/actions/webhook-send.js';
import { isRetryable } from '../../src/engine/errors.js';
import { emptyProject } from '../helpers/project.js';
import type { ConnectionSpec } from '../../src/world/settings.js';
import type { HttpMock } from '../../src/testing/http-mocks.js';
import type { Given } from '../../src/testing/given.js';
import { actionHarness } from '../helpers/action-context.js';
import { failure } from '../helpers/expect-step.js';

const HOOKS: ConnectionSpec = {
  kind: 'http',
  production: { base_url: 'https://hooks.partner.example', auth: 'none' },
  secrets: { signing_secret: 'PARTNER_HOOK_SECRET' },
};
const PLAIN: ConnectionSpec = { kind: 'http', production: { base_url: 'https://plain.partner.example', auth: 'none' } };
const SIGNED_IN: ConnectionSpec = {
  kind: 'http',
  production: { base_url: 'https://api.partner.example', auth: 'bearer' },
  secrets: { token: 'PARTNER_TOKEN', signing_secret: 'PARTNER_HOOK_SECRET' },
};

const OK: HttpMock = { match: { method: 'POST', url_contains: 'partner.example' }, respond: { status: 200, text: 'accepted' } };
const NOW = '2026-01-05T08:00:00Z';
const NOW_SECONDS = String(Date.parse(NOW) / 1000);

function harness(given: Given = {}, options: { target?: string; stepId?: string } = {}) {
  return actionHarness(webhookSend, {
    given: { http: [OK], ...given },
    project: { connections: { hooks: HOOKS, plain: PLAIN, signedin: SIGNED_IN } },
    connections: options.target === undefined ? {} : { target: options.target },
    ...(options.stepId ? { stepId: options.stepId } : {}),
  });
}

describe('webhook.send: address and body', () => {
  it('HOOK-01 url is required and not empty', async () => {
    const h = harness();
    expect((await failure(h.run({}))).code).toBe('invalid_input');
    expect((await failure(h.run({ url: '' }))).code).toBe('invalid_input');
    expect(h.world.http.calls).toHaveLength(0);
  });

  it('HOOK-01 AUTH-06 a path goes to the target connection', async () => {
    const h = harness({}, { target: 'hooks' });
    await h.run({ url: '/events' });
    expect(h.world.http.calls[0]!.url).toBe('https://hooks.partner.example/events');
  });

  it('HOOK-01 a full https:// address works without a connection', async () => {
    const h = harness();
    await h.run({ url: 'https://other.partner.example/in' });
    expect(h.world.http.calls[0]!.url).toBe('https://other.partner.example/in');
  });

  it('HOOK-01 a path without a target connection fails with invalid_input', async () => {
    const h = harness();
    expect((await failure(h.run({ url: '/events' }))).code).toBe('invalid_input');
    expect(h.world.http.calls).toHaveLength(0);
  });

  it('HTTP-31 CLI-24 an http:// address or one with user info fails with invalid_input', async () => {
    const h = harness();
    expect((await failure(h.run({ url: 'http://hooks.partner.example/events' }))).code).toBe('invalid_input');
    expect((await failure(h.run({ url: 'https://user:pw@hooks.partner.example/events' }))).code).toBe('invalid_input');
    expect(h.world.http.calls).toHaveLength(0);
  });

  it('HOOK-02 POSTs the json input as a JSON body', async () => {
    const h = harness({}, { target: 'hooks' });
    await h.run({ url: '/events', json: { order: 7, lines: [1, 2] } });
    const call = h.world.http.calls[0]!;
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body)).toEqual({ order: 7, lines: [1, 2] });
    expect(call.headers['content-type']).toBe('application/json');
  });

  it('HOOK-02 without json the body is an empty JSON object', async () => {
    const h = harness({}, { target: 'hooks' });
    await h.run({ url: '/events' });
    expect(h.world.http.calls[0]!.body).toBe('{}');
  });

  it('HOOK-03 headers are sent as extra headers', async () => {
    const h = harness({}, { target: 'hooks' });
    await h.run({ url: '/events', headers: { 'X-Tenant': 'acme', 'X-Count': 3 } });
    expect(h.world.http.calls[0]!.headers).toMatchObject({ 'x-tenant': 'acme', 'x-count': '3' });
  });

  it('HTTP-20 sign-in headers cannot be set by the caller', async () => {
    const h = harness({}, { target: 'hooks' });
    expect((await failure(h.run({ url: '/events', headers: { Authorization: 'Bearer x' } }))).code).toBe('invalid_input');
    expect(h.world.http.calls).toHaveLength(0);
  });

  it('AUTH-06 sign-in comes from the target connection, and only for its own address', async () => {
    const h = harness({ secrets: { PARTNER_TOKEN: 'tok-123' } }, { target: 'signedin' });
    await h.run({ url: '/events' });
    await h.run({ url: 'https://other.partner.example/events' });
    expect(h.world.http.calls[0]!.headers.authorization).toBe('Bearer tok-123');
    expect(h.world.http.calls[1]!.headers.authorization).toBeUndefined();
  });
});

describe('webhook.send: outputs and statuses', () => {
  it('HOOK-04 outputs are status and body', async () => {
    const h = harness({}, { target: 'hooks' });
    expect(await h.run({ url: '/events' })).toEqual({ status: 200, body: 'accepted' });
  });

  it('HOOK-04 an empty answer gives an empty body', async () => {
    const h = harness({ http: [{ match: { url_contains: 'partner' }, respond: { status: 204 } }] }, { target: 'hooks' });
    expect(await h.run({ url: '/events' })).toEqual({ status: 204, body: '' });
  });

  for (const status of [301, 400, 404, 409, 429, 500, 503]) {
    it(`HOOK-13 status ${status} fails the step with http_status`, async () => {
      const h = harness({ http: [{ match: { url_contains: 'partner' }, respond: { status, text: 'nope' } }] }, { target: 'hooks' });
      const error = await failure(h.run({ url: '/events' }));
      expect(error.code).toBe('http_status');
      expect(error.status).toBe(status);
      expect(error.message).not.toContain('nope');
    });
  }

  it('HOOK-13 429 and 5xx can be retried, other failures cannot', async () => {
    const statusError = async (status: number) => {
      const h = harness({ http: [{ match: { url_contains: 'partner' }, respond: { status } }] }, { target: 'hooks' });
      return failure(h.run({ url: '/events' }));
    };
    expect(isRetryable(await statusError(429))).toBe(true);
    expect(isRetryable(await statusError(502))).toBe(true);
    expect(isRetryable(await statusError(400))).toBe(false);
  });

  it('HOOK-14 the response body is kept up to 64 KB', async () => {
    const long = 'a'.repeat(64 * 1024 + 100);
    const h = harness({ http: [{ match: { url_contains: 'partner' }, respond: { text: long } }] }, { target: 'hooks' });
    const { body } = await h.run({ url: '/events' });
    expect(body).toBe('a'.repeat(64 * 1024));
  });

  it('HOOK-14 a body of exactly 64 KB is kept whole', async () => {
    const exact = 'b'.repeat(64 * 1024);
    const h = harness({ http: [{ match: { url_contains: 'partner' }, respond: { text: exact } }] }, { target: 'hooks' });
    expect((await h.run({ url: '/events' })).body).toBe(exact);
  });

  it('HOOK-14 the cut never leaves half a character', async () => {
    // 3-byte characters: 64 KB is not a multiple of 3.
    const h = harness({ http: [{ match: { url_contains: 'partner' }, respond: { text: '€'.repeat(30_000) } }] }, { target: 'hooks' });
    const { body } = await h.run({ url: '/events' });
    expect(body).toBe('€'.repeat(Math.floor((64 * 1024) / 3)));
  });

  it('HOOK-15 a receiver slower than 30 seconds fails with timeout', async () => {
    const h = harness({ http: [{ match: { url_contains: 'partner' }, respond: { delay_ms: 30_001 } }] }, { target: 'hooks' });
    expect((await failure(h.run({ url: '/events' }))).code).toBe('timeout');
  });

  it('HOOK-15 a receiver that answers within 30 seconds is waited for', async () => {
    const h = harness({ http: [{ match: { url_contains: 'partner' }, respond: { delay_ms: 29_999, text: 'late' } }] }, { target: 'hooks' });
    expect(await h.run({ url: '/events' })).toEqual({ status: 200, body: 'late' });
  });
});

describe('webhook.send: Idempotency-Key', () => {
  it('HOOK-05 every request has an Idempotency-Key header', async () => {
    const h = harness({}, { target: 'hooks' });
    await h.run({ url: '/events', json: { a: 1 } });
    await h.run({ url: 'https://other.partner.example/x' });
    for (const call of h.world.http.calls) expect(call.headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('HOOK-06 the key stays the same across retries of the step', async () => {
    const h = harness({ http: [{ match: { method: 'POST', url_contains: 'partner' }, respond: { status: 503 }, times: 2 }, OK] }, { target: 'hooks' });
    const input = { url: '/events', json: { order: 7 } };
    await failure(h.run(input));
    await failure(h.run(input));
    await h.run(input);
    const keys = h.world.http.calls.map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('HOOK-06 WORLD-16 the key is derived: the same case gives the same key', async () => {
    const first = harness({}, { target: 'hooks' });
    const second = harness({}, { target: 'hooks' });
    await first.run({ url: '/events', json: { order: 7 } });
    await second.run({ url: '/events', json: { order: 7 } });
    expect(first.world.http.calls[0]!.headers['idempotency-key']).toBe(second.world.http.calls[0]!.headers['idempotency-key']);
  });

  it('HOOK-05 a different payload, address or step gets a different key', async () => {
    const keyFor = async (input: Record<string, unknown>, stepId = 'step') => {
      const h = harness({}, { target: 'hooks', stepId });
      await h.run(input);
      return h.world.http.calls[0]!.headers['idempotency-key'];
    };
    const base = await keyFor({ url: '/events', json: { order: 7 } });
    expect(await keyFor({ url: '/events', json: { order: 8 } })).not.toBe(base);
    expect(await keyFor({ url: '/other', json: { order: 7 } })).not.toBe(base);
    expect(await keyFor({ url: '/events', json: { order: 7 } }, 'notify')).not.toBe(base);
  });

  it('HOOK-06 in real runs the key differs between runs but not within one', () => {
    const realRun = () => new RealWorld({ project: emptyProject(), workflow: 'w', environment: 'test', dryRun: false, env: {}, store: RunStore.empty(), outboxFolder: tmpdir(), network: networkSettingsFrom({}) });
    const run1 = realRun();
    const run2 = realRun();
    expect(idempotencyKey(run1, 'notify', 'https://h.example/e', '{}')).toBe(idempotencyKey(run1, 'notify', 'https://h.example/e', '{}'));
    expect(idempotencyKey(run1, 'notify', 'https://h.example/e', '{}')).not.toBe(idempotencyKey(run2, 'notify', 'https://h.example/e', '{}'));
  });

  for (const name of ['Idempotency-Key', 'idempotency-key', 'IDEMPOTENCY-KEY']) {
    it(`HOOK-11 the caller cannot set ${name}`, async () => {
      const h = harness({}, { target: 'hooks' });
      const error = await failure(h.run({ url: '/events', headers: { [name]: 'mine' } }));
      expect(error.code).toBe('invalid_input');
      expect(error.message).toContain(name);
      expect(h.world.http.calls).toHaveLength(0);
    });
  }

  it('HOOK-11 HOOK-12 reserved headers written literally are refused at save time', () => {
    const issues = webhookSend.saveCheck!({ url: '/e', headers: { 'Idempotency-Key': 'x', 'X-Service-Signature': 'y', 'X-Other': 'z' } }, () => false);
    expect(issues.map((issue) => issue.path)).toEqual(['headers.Idempotency-Key', 'headers.X-Service-Signature']);
    expect(issues.every((issue) => issue.code === 'invalid_input')).toBe(true);
    expect(webhookSend.saveCheck!({ url: '/e', headers: { 'X-Other': 'z' } }, () => false)).toEqual([]);
  });
});

describe('webhook.send: signing', () => {
  it('HOOK-07 sign defaults to false: no X-Service- headers', async () => {
    const h = harness({}, { target: 'hooks' });
    await h.run({ url: '/events', json: { a: 1 } });
    expect(Object.keys(h.world.http.calls[0]!.headers).filter((name) => name.startsWith('x-service-'))).toEqual([]);
  });

  it('HOOK-08 X-Service-Timestamp is the run clock in unix seconds', async () => {
    const h = harness({ now: NOW }, { target: 'hooks' });
    await h.run({ url: '/events', json: { a: 1 }, sign: true });
    expect(h.world.http.calls[0]!.headers['x-service-timestamp']).toBe(NOW_SECONDS);
  });

  it('HOOK-08 a clock with milliseconds rounds down to whole seconds', async () => {
    const h = harness({ now: '2026-01-05T08:00:00.999Z' }, { target: 'hooks' });
    await h.run({ url: '/events', sign: true });
    expect(h.world.http.calls[0]!.headers['x-service-timestamp']).toBe(NOW_SECONDS);
  });

  it('HOOK-09 AUTH-16 X-Service-Signature is sha256=<hex HMAC-SHA256 of "<timestamp>.<body>"> with the signing secret', async () => {
    const h = harness({ now: NOW, secrets: { PARTNER_HOOK_SECRET: 'whsec-made-up' } }, { target: 'hooks' });
    await h.run({ url: '/events', json: { order: 7, note: 'grüße' }, sign: true });
    const call = h.world.http.calls[0]!;
    const expected = createHmac('sha256', 'whsec-made-up').update(`${NOW_SECONDS}.${call.body}`).digest('hex');
    expect(call.headers['x-service-signature']).toBe(`sha256=${expected}`);
    expect(call.body).toBe('{"order":7,"note":"grüße"}');
  });

  it('HOOK-09 tests sign with the dummy secret test-dummy-<secret name>', async () => {
    const h = harness({ now: NOW }, { target: 'hooks' });
    await h.run({ url: '/events', json: {}, sign: true });
    const call = h.world.http.calls[0]!;
    expect(call.headers['x-service-signature']).toBe(webhookSignature('test-dummy-PARTNER_HOOK_SECRET', NOW_SECONDS, '{}'));
  });

  it('HOOK-09 a receiver rejects a signature over another body', () => {
    expect(webhookSignature('k', '1', '{"a":1}')).not.toBe(webhookSignature('k', '1', '{"a":2}'));
    expect(webhookSignature('k', '1', '{"a":1}')).not.toBe(webhookSignature('k', '2', '{"a":1}'));
    expect(webhookSignature('k', '1', '{"a":1}')).not.toBe(webhookSignature('other', '1', '{"a":1}'));
  });

  it('HOOK-10 sign: true without a target connection fails with signing_unavailable and sends nothing', async () => {
    const h = harness();
    const error = await failure(h.run({ url: 'https://hooks.partner.example/events', sign: true }));
    expect(error.code).toBe('signing_unavailable');
    expect(h.world.http.calls).toHaveLength(0);
  });

  it('HOOK-10 sign: true on a connection without a signing_secret reference fails with signing_unavailable', async () => {
    const h = harness({}, { target: 'plain' });
    const error = await failure(h.run({ url: '/events', sign: true }));
    expect(error.code).toBe('signing_unavailable');
    expect(h.world.http.calls).toHaveLength(0);
  });

  it('HOOK-10 sign: true on a connection that does not exist yet fails with signing_unavailable', async () => {
    const h = harness({}, { target: 'future' });
    expect((await failure(h.run({ url: '/events', sign: true }))).code).toBe('signing_unavailable');
  });

  for (const name of ['X-Service-Signature', 'x-service-timestamp', 'X-Service-Anything']) {
    it(`HOOK-12 the caller cannot set ${name}`, async () => {
      const h = harness({}, { target: 'hooks' });
      expect((await failure(h.run({ url: '/events', headers: { [name]: 'forged' } }))).code).toBe('invalid_input');
      expect(h.world.http.calls).toHaveLength(0);
    });
  }

  it('HOOK-09 a signed webhook stays on the target connection: another host is refused', async () => {
    const h = harness({}, { target: 'hooks' });
    expect((await failure(h.run({ url: 'https://attacker.example/collect', sign: true }))).code).toBe('invalid_input');
    await h.run({ url: 'https://hooks.partner.example/events', sign: true });
    expect(h.world.http.calls).toHaveLength(1);
  });

  it('ERR-02 messages never show the signing secret or the body', async () => {
    const h = harness({ secrets: { PARTNER_HOOK_SECRET: 'whsec-made-up' }, http: [{ match: { url_contains: 'partner' }, respond: { status: 500, text: 'boom' } }] }, { target: 'hooks' });
    const error = await failure(h.run({ url: '/events', json: { card: '4111-made-up' }, sign: true }));
    expect(error.message).not.toContain('whsec-made-up');
    expect(error.message).not.toContain('4111');
  });
});
