import { describe, expect, it } from 'vitest';
import { StepError } from '../../src/engine/errors.js';
import type { OutgoingEmail } from '../../src/engine/world.js';
import { RunJournal } from '../../src/testing/journal/journal.js';
import { formatDuration } from '../../src/run/run-log.js';
import { EnvSecrets, composeEml, networkSettingsFrom, resolveConnection, secretVariableNames } from '../../src/world/real/index.js';
import { emptyProject } from '../helpers/project.js';

describe('secrets from the environment', () => {
  it('AUTH-21 FLOWGATE_SECRET_<NAME> as written, else in upper case with other characters as _', () => {
    expect(secretVariableNames('billing-api.key')).toEqual(['FLOWGATE_SECRET_billing-api.key', 'FLOWGATE_SECRET_BILLING_API_KEY']);
    expect(secretVariableNames('TOKEN')).toEqual(['FLOWGATE_SECRET_TOKEN']);
    const secrets = new EnvSecrets({ FLOWGATE_SECRET_billing_key: 'exact', FLOWGATE_SECRET_BILLING_KEY: 'upper', FLOWGATE_SECRET_CRM_TOKEN: 'crm' });
    expect(secrets.get('billing_key')).toBe('exact');
    expect(secrets.get('crm-token')).toBe('crm');
    expect(secrets.get('missing')).toBeUndefined();
  });

  it('AUTH-21 a JSON object of texts is an object secret; anything else stays text as written', () => {
    const secrets = new EnvSecrets({
      FLOWGATE_SECRET_PAIR: ' {"username":"u","password":"p"}',
      FLOWGATE_SECRET_NESTED: '{"a":{"b":"c"}}',
      FLOWGATE_SECRET_BROKEN: '{"a":',
      FLOWGATE_SECRET_LIST: '["a"]',
      FLOWGATE_SECRET_EMPTY: '',
      FLOWGATE_SECRET_PROTO: '{"__proto__":"x"}',
    });
    expect(secrets.get('PAIR')).toEqual({ username: 'u', password: 'p' });
    expect(secrets.get('NESTED')).toBe('{"a":{"b":"c"}}');
    expect(secrets.get('BROKEN')).toBe('{"a":');
    expect(secrets.get('LIST')).toBe('["a"]');
    expect(secrets.get('EMPTY')).toBe('');
    const proto = secrets.get('PROTO') as Record<string, string>;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__']);
  });

  it('every secret value in the environment is known, object fields too, so none can be shown', () => {
    const secrets = new EnvSecrets({ FLOWGATE_SECRET_A: 'alpha-1', FLOWGATE_SECRET_B: '{"user":"bob-2","pass":"pw-3"}', OTHER: 'not-a-secret' });
    expect(new Set(secrets.allValues())).toEqual(new Set(['alpha-1', '{"user":"bob-2","pass":"pw-3"}', 'bob-2', 'pw-3']));
  });
});

describe('test-only network settings', () => {
  it('loopback is allowed only when FLOWGATE_TEST_ALLOW_LOOPBACK is set to on', () => {
    expect(networkSettingsFrom({}).allowLoopback).toBe(false);
    expect(networkSettingsFrom({ FLOWGATE_TEST_ALLOW_LOOPBACK: '0' }).allowLoopback).toBe(false);
    expect(networkSettingsFrom({ FLOWGATE_TEST_ALLOW_LOOPBACK: 'no' }).allowLoopback).toBe(false);
    expect(networkSettingsFrom({ FLOWGATE_TEST_ALLOW_LOOPBACK: '1' }).allowLoopback).toBe(true);
    expect(networkSettingsFrom({ FLOWGATE_TEST_ALLOW_LOOPBACK: 'true' }).allowLoopback).toBe(true);
  });
});

describe('connections of a real run', () => {
  const project = emptyProject({
    connections: {
      both: { kind: 'http', test: { base_url: 'https://sandbox.example', auth: 'api_key', header: 'X-Key' }, production: { base_url: 'https://live.example', auth: 'bearer' }, secrets: { api_key: 'K' } },
      live: { kind: 'http', production: { base_url: 'https://live-only.example', auth: 'none' } },
      model: { kind: 'ai', provider: 'anthropic' },
      box: { kind: 'sftp', production: { host: 'sftp.example', port: 22, folder: '/out', username: 'flow' } },
    },
  });

  it('AUTH-02 the test environment uses the test setup, else the production one', () => {
    expect(resolveConnection(project, 'test', 'both', 'http')).toMatchObject({ base_url: 'https://sandbox.example', auth: 'api_key', header: 'X-Key', exists: true, secrets: { api_key: 'K' } });
    expect(resolveConnection(project, 'test', 'live', 'http').base_url).toBe('https://live-only.example');
  });

  it('production uses only the production setup', () => {
    expect(resolveConnection(project, 'production', 'both', 'http')).toMatchObject({ base_url: 'https://live.example', auth: 'bearer' });
    expect(resolveConnection(project, 'production', 'both', 'http').header).toBeUndefined();
  });

  it('other settings of the setup are passed on; an AI connection may leave the address to its provider', () => {
    expect(resolveConnection(project, 'production', 'box', 'sftp')).toMatchObject({ kind: 'sftp', settings: { host: 'sftp.example', port: 22, folder: '/out', username: 'flow' } });
    const model = resolveConnection(project, 'production', 'model', 'ai');
    expect(model).toMatchObject({ kind: 'ai', provider: 'anthropic', auth: 'none' });
    expect(model.base_url).toBeUndefined();
  });

  it('AUTH-04 a connection that is not listed, or that has no setup for the environment, is invalid_input', () => {
    expect(() => resolveConnection(project, 'test', 'unknown', 'http')).toThrow(StepError);
    expect(() => resolveConnection(project, 'test', '__proto__', 'http')).toThrow(/not set up/);
    const noProduction = emptyProject({ connections: { t: { kind: 'http', test: { base_url: 'https://t.example' } } } });
    expect(() => resolveConnection(noProduction, 'production', 't', 'http')).toThrow(/no production setup/);
  });
});

describe('the .eml outbox file', () => {
  const email: OutgoingEmail = {
    from: 'flows@acme.example',
    to: ['a@example.com', 'b@example.com'],
    cc: [],
    bcc: ['audit@example.com'],
    subject: 'Report',
    text: 'Hello',
    html: '<p>Hello</p>',
    attachments: [{ name: 'Bericht "März".pdf', content_type: 'application/pdf', data: new Uint8Array([37, 80, 68, 70]) }],
  };
  const compose = (override: Partial<OutgoingEmail> = {}) =>
    composeEml({ ...email, ...override }, { messageId: '<m1@outbox.flowgate.local>', date: new Date('2026-01-05T08:00:00Z'), boundary: 'b0' });

  it('has the headers, a text and an HTML part, and the attachment in base64', () => {
    const eml = compose();
    const head = eml.split('\r\n\r\n')[0]!;
    expect(head.split('\r\n')).toEqual([
      'From: flows@acme.example',
      'To: a@example.com, b@example.com',
      'Bcc: audit@example.com',
      'Subject: Report',
      'Date: Mon, 05 Jan 2026 08:00:00 +0000',
      'Message-ID: <m1@outbox.flowgate.local>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="=_mixed_b0"',
    ]);
    expect(eml).toContain('Content-Type: multipart/alternative; boundary="=_alt_b0"');
    expect(eml).toContain(`Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from('<p>Hello</p>').toString('base64')}`);
    expect(eml).toContain(`filename="Bericht _M_rz_.pdf"; filename*=UTF-8''${encodeURIComponent('Bericht _März_.pdf')}`);
    expect(eml).toContain(`\r\n\r\n${Buffer.from([37, 80, 68, 70]).toString('base64')}\r\n--=_mixed_b0--`);
    expect(eml.endsWith('--=_mixed_b0--\r\n')).toBe(true);
  });

  it('a line break in a subject, address or file name cannot start a header of its own', () => {
    const eml = compose({ subject: 'Hi\r\nBcc: evil@example.com', to: ['a@example.com\r\nX-Injected: 1'], attachments: [{ name: 'a\r\nX-Evil: 1.txt', content_type: 'text/plain\r\nX-Type: 1', data: new Uint8Array() }] });
    const lines = eml.split('\r\n');
    expect(lines.filter((line) => /^(Bcc: evil|X-Injected|X-Evil|X-Type)/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('Content-Type: application/octet-stream'))).toHaveLength(1);
  });

  it('long bodies are wrapped at 76 characters', () => {
    const eml = compose({ text: 'x'.repeat(1000), html: undefined, attachments: [] });
    expect(Math.max(...eml.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(78);
    expect(eml).not.toContain('multipart/alternative');
  });
});

describe('step durations for the run log', () => {
  it('times each step from its start to its finish on the run clock; a step skipped without starting has none', () => {
    const journal = new RunJournal();
    const { observe } = journal;
    observe({ kind: 'step_started', step: 'a', atMs: 10 });
    observe({ kind: 'step_finished', step: 'a', record: { result: 'success', outputs: {}, error: null }, atMs: 15 });
    observe({ kind: 'step_started', step: 'b', atMs: 15 });
    observe({ kind: 'step_finished', step: 'b', record: { result: 'failure', outputs: null, error: { code: 'timeout', message: 'm' } }, atMs: 22 });
    observe({ kind: 'step_finished', step: 'c', record: { result: 'skipped', outputs: null, error: null }, skipped: 'halted', atMs: 22 });
    expect([...journal.durations()]).toEqual([
      ['a', 5],
      ['b', 7],
    ]);
  });

  it('formats durations as ms below a second, else seconds', () => {
    expect(formatDuration(12.4)).toBe('12 ms');
    expect(formatDuration(1234)).toBe('1.23 s');
  });
});
