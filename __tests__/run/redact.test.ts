import { describe, expect, it } from 'vitest';
import { hideInValue } from '../../src/run/redact.js';
import { makeRedactor } from '../../src/testing/checks.js';

describe('the result of a real run, secrets hidden (ERR-02)', () => {
  const redactor = makeRedactor(['sk-live-7f3a9c1e5b'], []);

  it('ERR-02 every text and key is hidden in a copy; key order and lists are kept', () => {
    const value = { first: 'token sk-live-7f3a9c1e5b', 'sk-live-7f3a9c1e5b': 1, list: ['sk-live-7f3a9c1e5b', 2, null, { x: true }], last: 'plain' };
    const hidden = hideInValue(value, redactor);
    expect(JSON.stringify(hidden)).toBe('{"first":"token ***","***":1,"list":["***",2,null,{"x":true}],"last":"plain"}');
    expect(value.first).toBe('token sk-live-7f3a9c1e5b');
  });

  it('ERR-02 CTX-28 a value nested 100,000 levels deep is copied without exhausting the stack', () => {
    let value: unknown = 'sk-live-7f3a9c1e5b';
    for (let i = 0; i < 100_000; i++) value = i % 2 ? { a: value } : [value];
    let hidden = hideInValue(value, redactor);
    let levels = 0;
    while (typeof hidden === 'object' && hidden !== null) {
      hidden = Array.isArray(hidden) ? hidden[0] : (hidden as { a: unknown }).a;
      levels++;
    }
    expect(levels).toBe(100_000);
    expect(hidden).toBe('***');
  });
});
