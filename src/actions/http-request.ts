import { StepError } from '../engine/errors.js';
import { readBody } from '../engine/response-body.js';
import { FORBIDDEN_HEADERS } from '../world/outgoing-request.js';
import { defineAction, type SaveIssue } from '../engine/action.js';

/** platform/http.request@v1: one HTTP call, optionally through the connection bound to `api`. */
export const httpRequest = defineAction({
  name: 'http.request',
  callsOut: true,
  slots: { api: { kinds: ['http'], required: false } },
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['url'],
    properties: {
      method: { enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'], default: 'GET' },
      url: { type: 'string', minLength: 1 },
      query: { type: 'object' },
      headers: { type: 'object', maxProperties: 50, additionalProperties: { type: ['string', 'number', 'boolean'] } },
      json: {},
      body: { type: 'string' },
      timeout_seconds: { type: 'integer', minimum: 1, maximum: 300, default: 30 },
      expect_status: { type: 'array', items: { type: 'integer', minimum: 100, maximum: 599 } },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['status', 'headers'],
    properties: {
      status: { type: 'integer' },
      headers: { type: 'object', additionalProperties: { type: 'string' } },
      json: {},
      body: { type: 'string' },
      body_encoding: { enum: ['text', 'base64'] },
    },
  },
  saveCheck(input, isDynamic) {
    const issues: SaveIssue[] = [];
    if ('json' in input && 'body' in input && !(isDynamic('json') && isDynamic('body'))) {
      issues.push({ path: 'json', code: 'invalid_input', message: 'send the body as json or as body, not both' });
    }
    // ACT-03: the header rules of buildRequest, on the headers written in the workflow.
    const headers = input.headers;
    if (headers !== null && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) {
        if (FORBIDDEN_HEADERS.has(name.toLowerCase())) {
          issues.push({ path: `headers.${name}`, code: 'invalid_input', message: 'cannot be set; sign-in comes from the connection' });
        } else if (typeof value === 'string' && !isDynamic(`headers.${name}`) && /[\r\n]/.test(value)) {
          issues.push({ path: `headers.${name}`, code: 'invalid_input', message: 'must be one line' });
        }
      }
    }
    return issues;
  },
  async run(input, ctx) {
    const response = await ctx.world.http.request(input, { connection: ctx.connections.api, timeoutMs: input.timeout_seconds * 1000 });
    const succeeded = input.expect_status ? input.expect_status.includes(response.status) : response.status >= 200 && response.status < 300;
    if (!succeeded) throw new StepError('http_status', `The server answered ${response.status}.`, response.status);
    return { status: response.status, headers: response.headers, ...readBody(response) };
  },
});
