// The same synthetic cases written by hand as vitest tests with undici's MockAgent:
// the bar flowgate is measured against.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { synthCases } from './gen-synth.mjs';

const preamble = `import { expect, it } from 'vitest';
import { MockAgent, request } from 'undici';

async function runWorkflow(body, agent) {
  const calls = [];
  if (body.id == null) return { outcome: 'error', failedStep: 'validate', emails: [], calls };
  const url = 'https://crm.example/customers/' + body.id;
  calls.push(url);
  const response = await request(url, { dispatcher: agent });
  if (response.statusCode < 200 || response.statusCode >= 300) {
    await response.body.dump();
    return { outcome: 'error', failedStep: 'fetch', emails: [], calls };
  }
  const json = await response.body.json();
  const check = json.balance > 100;
  const emails = check ? [{ to: [json.email], subject: 'Balance of ' + json.name, text: 'Your balance is ' + json.balance + '.' }] : [];
  return { outcome: 'success', emails, calls, check, notify: check ? 'success' : 'skipped' };
}

function agentFor(mock) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  if (mock) agent.get('https://crm.example').intercept({ path: (p) => p.startsWith(mock.path), method: 'GET' }).reply(mock.status, mock.json ?? '').persist();
  return agent;
}
`;

function testFor(c) {
  const body = JSON.stringify(c.given.event.body);
  const http = c.given.http?.[0];
  const mock = http ? JSON.stringify({ path: http.match.path ?? '/customers/', status: http.respond.status ?? 200, json: http.respond.json }) : 'undefined';
  const lines = [`it(${JSON.stringify(c.name)}, async () => {`, `  const r = await runWorkflow(${body}, agentFor(${mock}));`, `  expect(r.outcome).toBe(${JSON.stringify(c.expect.outcome)});`];
  if (c.expect.failed_step) lines.push(`  expect(r.failedStep).toBe(${JSON.stringify(c.expect.failed_step)});`);
  if (c.expect.recipients) lines.push(`  expect(r.emails.flatMap((e) => e.to)).toEqual(${JSON.stringify(c.expect.recipients)});`);
  for (const call of c.expect.http_calls ?? []) lines.push(`  expect(r.calls.length).toBe(${call.count});`);
  for (const step of c.expect.step_outputs ?? []) {
    if (step.step === 'check') lines.push(`  expect(r.check).toBe(${JSON.stringify(step.equals)});`);
    else lines.push(`  expect(r.notify ?? 'skipped').toBe(${JSON.stringify(step.result)});`);
  }
  lines.push('});');
  return lines.join('\n');
}

export function generateVitest(root, files, casesPerFile) {
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'vitest.config.mjs'), `export default { test: { include: ['**/*.test.mjs'] } };\n`);
  for (let f = 0; f < files; f += 1) {
    const tests = synthCases(casesPerFile).map(testFor).join('\n\n');
    writeFileSync(join(root, `w${String(f).padStart(4, '0')}.test.mjs`), `${preamble}\n${tests}\n`);
  }
}
