import { describe, expect, it } from 'vitest';
import { readBody } from '../../src/engine/response-body.js';
import { MAX_JSON_DEPTH, jsonNestingDepth, parseJsonStrict } from '../../src/shared/json-strict.js';

function response(body: string | Uint8Array, contentType?: string): { headers: Record<string, string>; body: Uint8Array } {
  return {
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    body: typeof body === 'string' ? new TextEncoder().encode(body) : body,
  };
}

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

describe('parseJsonStrict', () => {
  it('HTTP-27 whole numbers of 2^53 or more keep their digits as text', () => {
    const parsed = parseJsonStrict('{"id": 9007199254740993, "at": 9007199254740992, "neg": -9007199254740993, "list": [12345678901234567890]}');
    expect(parsed).toEqual({ ok: true, value: { id: '9007199254740993', at: '9007199254740992', neg: '-9007199254740993', list: ['12345678901234567890'] } });
  });

  it('HTTP-27 numbers just below 2^53 and fractions stay numbers', () => {
    const parsed = parseJsonStrict('[9007199254740991, -9007199254740991, 1.5, 0, -0.25, 1e3, 9007199254740993.5]');
    expect(parsed.ok).toBe(true);
    const value = (parsed as { value: unknown[] }).value;
    expect(value.slice(0, 6)).toEqual([9007199254740991, -9007199254740991, 1.5, 0, -0.25, 1000]);
    expect(typeof value[6]).toBe('number');
  });

  it('HTTP-27 big numbers inside strings are untouched', () => {
    expect(parseJsonStrict('{"n":"9007199254740993"}')).toEqual({ ok: true, value: { n: '9007199254740993' } });
  });

  it('HTTP-28 invalid JSON is refused as invalid', () => {
    for (const text of ['{a:1}', "{'a':1}", '[1,]', '{"a":1} trailing', '', 'NaN', '01', '{"a":1,}', '// x\n1']) {
      expect(parseJsonStrict(text)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it(`HTTP-29 nesting of ${MAX_JSON_DEPTH} levels is read, one more is refused as too deep`, () => {
    expect(parseJsonStrict(nested(64)).ok).toBe(true);
    expect(parseJsonStrict(nested(65))).toEqual({ ok: false, reason: 'too_deep' });
    expect(parseJsonStrict('{"a":'.repeat(65) + '1' + '}'.repeat(65))).toEqual({ ok: false, reason: 'too_deep' });
  });

  it('HTTP-29 brackets inside strings (escaped quotes included) do not count as nesting', () => {
    const text = JSON.stringify({ s: '['.repeat(200) + '\\"[[[' });
    expect(jsonNestingDepth(text)).toBe(1);
    expect(parseJsonStrict(text).ok).toBe(true);
  });

  it('HTTP-29 a hostile, extremely deep body is refused without parsing it', () => {
    expect(parseJsonStrict(nested(1_000_000))).toEqual({ ok: false, reason: 'too_deep' });
  });

  it('keeps __proto__ as a plain key', () => {
    const parsed = parseJsonStrict('{"__proto__": {"polluted": true}}') as { ok: true; value: Record<string, unknown> };
    expect(Object.hasOwn(parsed.value, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('readBody', () => {
  it('HTTP-17 HTTP-18 a JSON body comes back parsed in json and as text in body', () => {
    expect(readBody(response('{"a":[1,2]}', 'application/json'))).toEqual({ json: { a: [1, 2] }, body: '{"a":[1,2]}' });
  });

  it('HTTP-17 +json media types and bodies without a content type are read as JSON', () => {
    expect(readBody(response('{"title":"x"}', 'application/problem+json; charset=utf-8')).json).toEqual({ title: 'x' });
    expect(readBody(response('[true]')).json).toEqual([true]);
  });

  it('HTTP-17 a text body that parses as JSON gets json too', () => {
    expect(readBody(response('42', 'text/plain'))).toEqual({ json: 42, body: '42' });
  });

  it('HTTP-27 big whole numbers in a JSON body come back as text', () => {
    expect(readBody(response('{"id":9007199254740993}', 'application/json')).json).toEqual({ id: '9007199254740993' });
  });

  it('HTTP-28 a body that is not valid JSON comes back as text in body only, even with a JSON content type', () => {
    expect(readBody(response('{"a":', 'application/json'))).toEqual({ body: '{"a":' });
    expect(readBody(response('<html>oops</html>', 'text/html'))).toEqual({ body: '<html>oops</html>' });
  });

  it('HTTP-29 JSON nested deeper than 64 levels comes back as text in body only', () => {
    const deep = nested(65);
    expect(readBody(response(deep, 'application/json'))).toEqual({ body: deep });
    expect(readBody(response(nested(64), 'application/json')).json).toBeDefined();
  });

  it('HTTP-18 an empty body is empty text without json', () => {
    expect(readBody(response('', 'application/json'))).toEqual({ body: '' });
    expect(readBody(response('   '))).toEqual({ body: '   ' });
  });

  it('HTTP-30 bytes that are not UTF-8 come back as base64', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00]);
    expect(readBody(response(png, 'image/png'))).toEqual({ body: Buffer.from(png).toString('base64'), body_encoding: 'base64' });
    expect(readBody(response(new Uint8Array([0xc3, 0x28])))).toEqual({ body: 'wyg=', body_encoding: 'base64' });
  });

  it('HTTP-30 a binary content type with control bytes is base64 even when the bytes are valid UTF-8', () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x01, 0x02, 0x03]);
    expect(readBody(response(bytes, 'application/pdf')).body_encoding).toBe('base64');
  });

  it('HTTP-30 a NUL byte makes a body binary whatever its content type', () => {
    expect(readBody(response(new Uint8Array([0x61, 0x00, 0x62]), 'text/plain')).body_encoding).toBe('base64');
  });

  it('HTTP-18 UTF-16 text with a declared charset is text despite its NUL bytes', () => {
    const bytes = new Uint8Array(Buffer.from('hi', 'utf16le'));
    expect(readBody(response(bytes, 'text/plain; charset=utf-16le'))).toEqual({ body: 'hi' });
  });

  it('HTTP-30 plain text sent as octet-stream stays text', () => {
    expect(readBody(response('just words\n', 'application/octet-stream'))).toEqual({ body: 'just words\n' });
  });

  it('HTTP-18 text in a declared charset is decoded with it; an unknown charset falls back to UTF-8', () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]);
    expect(readBody(response(latin1, 'text/plain; charset=ISO-8859-1'))).toEqual({ body: 'café' });
    expect(readBody(response('héllo', 'text/plain; charset="no-such-charset"'))).toEqual({ body: 'héllo' });
  });

  it('HTTP-18 a UTF-8 byte order mark is dropped so the JSON still reads', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"a":1}')]);
    expect(readBody(response(bytes, 'application/json'))).toEqual({ json: { a: 1 }, body: '{"a":1}' });
  });

  it('HTTP-30 reads a view into a larger buffer correctly', () => {
    const backing = new TextEncoder().encode('xx{"a":1}yy');
    const view = backing.subarray(2, 9);
    expect(readBody(response(view, 'application/json')).json).toEqual({ a: 1 });
    const binary = new Uint8Array([0x41, 0xff, 0xfe, 0x42]).subarray(1, 3);
    expect(readBody(response(binary))).toEqual({ body: Buffer.from([0xff, 0xfe]).toString('base64'), body_encoding: 'base64' });
  });
});
