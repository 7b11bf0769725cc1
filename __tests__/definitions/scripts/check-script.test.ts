import { describe, expect, it } from 'vitest';
import { checkScript, type ScriptIssue } from '../../../src/definitions/scripts/check-script.js';
import type { ScriptMode } from '../../../src/engine/scripts.js';

const codes = (code: string, mode: ScriptMode = 'step'): string[] => checkScript(code, mode).map((issue) => issue.code);
const only = (code: string, mode: ScriptMode = 'step'): ScriptIssue => {
  const issues = checkScript(code, mode);
  expect(issues).toHaveLength(1);
  return issues[0]!;
};

describe('clean scripts pass', () => {
  it('CTX-10 an ordinary script step has no issues', () => {
    const code = [
      '// count overdue invoices, e.g. ghp_ tokens are not here',
      'const items = ctx.steps.fetch.outputs.json.items;',
      "if (items.length === 0) ctx.skip('nothing overdue');",
      'const re = /^INV-\\d+$/i;',
      'const total = items.reduce((sum, item) => sum + item.amount / 100, 0);',
      "const text = `Total: ${total.toFixed(2)} for ${items.map((i) => `#${i.number}`).join(', ')}`;",
      "const r = await ctx.http.request({ method: 'POST', url: '/notify', headers: { Authorization: 'Bearer ' + ctx.secrets.TOKEN }, json: { text } });",
      'return { reminded: items.filter((i) => re.test(i.number)).length, status: r.status, ok: items instanceof Array };',
    ].join('\n');
    expect(checkScript(code, 'step')).toEqual([]);
  });

  it('CTX-03 CTX-04 CTX-05 banned words inside strings, comments, templates and regexes are not uses', () => {
    const code = [
      "// eval('x'); require('fs'); import fs from 'fs'",
      "/* new Function('x') */",
      "const a = 'eval(1) require(\"fs\") import(\"x\") Function(\"y\")';",
      'const b = `this.constructor.constructor("x")`;',
      'const c = /eval\\(|require\\(/g;',
      'const d = { import: 1, eval: 2 };',
      'return { v: d.import + d.eval, s: a + b + c.source };',
    ].join('\n');
    expect(checkScript(code, 'step')).toEqual([]);
  });

  it('CTX-05 `instanceof Function` and `new this.constructor()` are allowed', () => {
    expect(checkScript('class A { copy() { return new this.constructor(1) } }\nreturn { f: ctx.now instanceof Function };', 'step')).toEqual([]);
  });
});

describe('forbidden constructs (CTX-02..05, TRANSFORM-04)', () => {
  it("CTX-03 a static import fails the save checks with its line, once (not also as a syntax error)", () => {
    expect(only("const a = 1;\nimport fs from 'fs';")).toMatchObject({ line: 2, col: 1, code: 'script_forbidden' });
  });

  it('CTX-03 a dynamic import() fails the save checks', () => {
    expect(only("const fs = await import('node:fs');")).toMatchObject({ line: 1, col: 18, code: 'script_forbidden', message: expect.stringContaining('`import`') });
  });

  it("CTX-02 require(...) fails the save checks", () => {
    expect(only("const fs = require('fs');")).toMatchObject({ line: 1, code: 'script_forbidden', message: expect.stringContaining('`require`') });
  });

  it('CTX-04 eval fails the save checks, however it is reached', () => {
    for (const code of ["eval('1')", "(0, eval)('1')", "globalThis.eval('1')", "globalThis['eval']('1')", "e\\u0076al('1')", 'const s = `${eval("1")}`;']) {
      expect(only(code), code).toMatchObject({ code: 'script_forbidden', message: '`eval` is not available in scripts' });
    }
  });

  it('CTX-05 the Function constructor fails the save checks, however it is reached', () => {
    const roads: [string, RegExp][] = [
      ["new Function('return 1')", /the `Function` constructor/],
      ["Function('return 1')()", /the `Function` constructor/],
      ["globalThis['Function']('x')", /the `Function` constructor/],
      ["this.constructor.constructor('return process')()", /\.constructor\.constructor/],
      ["this['constructor']['constructor']('return process')()", /\.constructor\.constructor/],
      ["(async () => {}).constructor('return 1')", /calling `\.constructor\(\.\.\.\)`/],
    ];
    for (const [code, message] of roads) expect(only(code).message, code).toMatch(message);
  });

  it('CTX-03 CTX-04 every use is reported with its own line and column', () => {
    const issues = checkScript("const a = 1;\n  eval('x');\nconst b = require('y');", 'action');
    expect(issues.map(({ line, col, code }) => ({ line, col, code }))).toEqual([
      { line: 2, col: 3, code: 'script_forbidden' },
      { line: 3, col: 11, code: 'script_forbidden' },
    ]);
  });

  it('TRANSFORM-04 a transform script passes the same save checks (no import, no eval, no passwords)', () => {
    expect(codes("import x from 'y';\nreturn input;", 'transform')).toEqual(['script_forbidden']);
    expect(codes("return eval('input');", 'transform')).toEqual(['script_forbidden']);
    expect(codes("const password = 'hunter22';\nreturn input;", 'transform')).toEqual(['script_secret']);
  });
});

describe('syntax (CTX-10, CTX-30)', () => {
  it('CTX-10 a syntax error is reported with its line and column', () => {
    expect(only('const a = 1;\nconst b = ;')).toEqual({ line: 2, col: 11, code: 'script_syntax', message: "syntax error: Unexpected token ';'" });
  });

  it('CTX-10 a column on the first line is the script\'s own, not the wrapper\'s', () => {
    expect(only('const b = ;')).toMatchObject({ line: 1, col: 11 });
  });

  it('CTX-10 await and return are fine at the top of a step or action script', () => {
    expect(checkScript('const a = await ctx.now();\nreturn { a };', 'step')).toEqual([]);
    expect(checkScript('return await Promise.resolve(1);', 'action')).toEqual([]);
  });

  it('CTX-30 a transform is not async: await at its top is a syntax error', () => {
    expect(only('return await input;', 'transform')).toMatchObject({ line: 1, code: 'script_syntax' });
  });

  it('CTX-10 an unclosed call at the end points at the last line of the script', () => {
    expect(only('const a = 1;\nfoo(')).toMatchObject({ line: 2, code: 'script_syntax' });
  });

  it('CTX-10 a script that closes its own function early is refused', () => {
    expect(only('return { a: 1 } }); (function () {')).toMatchObject({ line: 1, col: 17, code: 'script_syntax' });
  });
});

describe('credentials in code (CTX-06)', () => {
  it('CTX-06 a password given as a literal fails the save checks', () => {
    expect(only("const password = 'hunter22';")).toEqual({
      line: 1,
      code: 'script_secret',
      message: '`password` is given a literal value; read it from `ctx.secrets` instead',
    });
  });

  it('CTX-06 secret-looking names in assignments, object keys and headers are all caught', () => {
    const found = [
      "let dbPassword;\ndbPassword = 'Tr0ub4dor&3';",
      "const cfg = { apiKey: 'a1b2c3d4e5f6' };",
      "const headers = { 'X-Api-Key': 'abcd1234efgh' };",
      "headers['client_secret'] = 'zxcvbnm12345';",
      "const auth = { token: `static-token-123` };",
      "const opts = { pass: 'letmein1' };",
    ];
    for (const code of found) expect(codes(code), code).toEqual(['script_secret']);
  });

  it('CTX-06 the message never shows the secret value (ERR-02)', () => {
    for (const issue of checkScript("const password = 'hunter22';\n// ghp_abcdefghijklmnopqrstuvwxyz0123456789", 'step')) {
      expect(issue.message).not.toMatch(/hunter22|ghp_abc/);
    }
  });

  it('CTX-06 known credential shapes are caught anywhere, comments included', () => {
    const shapes = [
      '// ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      "const k = 'AKIAIOSFODNN7EXAMPLE';",
      "const pem = '-----BEGIN RSA PRIVATE KEY-----\\nMIIE';",
      "const stripe = 'sk_live_abcdefghijklmnop';",
      "const slack = 'xoxb-1234567890-abcdefghij';",
      "const url = 'https://user:pa55word@db.example/x';",
      "const h = { Authorization: 'Bearer abcdefghijklmnopqrstuvwx' };",
      "const ai = 'sk-ant-abcdefghijklmnopqrstuvwxyz';",
    ];
    for (const code of shapes) {
      const issue = only(code);
      expect(issue.code, code).toBe('script_secret');
      expect(issue.message, code).toMatch(/^the script contains a credential \(/);
    }
  });

  it('CTX-06 test dummies, placeholders, templating, public keys, secret names and values read from ctx.secrets pass', () => {
    const clean = [
      "const opts = { apiKey: 'test-dummy-API_KEY', token: '' };",
      "const h = { Authorization: 'Bearer test-dummy-TOKEN_abcdefghijklmnop' };",
      'const password = ctx.secrets.DB_PASSWORD;',
      "const auth = 'Bearer ' + ctx.secrets.TOKEN;",
      "const conn = { secret: 'PARTNER_HOOK_SECRET' };",
      "const tokenUrl = 'https://auth.example/token';",
      "const secretName = 'db-password';",
      "const password = '<your password>';",
      "const token = 'xxxxxxxx';",
      'const dsn = `postgres://${ctx.secrets.DB_USER}:${ctx.secrets.DB_PASSWORD}@db.internal/app`;',
      "const publishable = 'pk_live_Xk9q7RvLm2Tz8Wp4Hn3';",
      'const note = { token: ctx.secrets.API_TOKEN, maxTokens: 200 };',
    ];
    for (const code of clean) expect(checkScript(code, 'step'), code).toEqual([]);
  });
});

describe('expressions in a transform (TRANSFORM-05)', () => {
  it('TRANSFORM-05 a transform script containing ${{ }} fails saving with script_expression', () => {
    expect(only("const a = 1;\nreturn input.map((x) => '${{ item.id }}');", 'transform')).toMatchObject({
      line: 2,
      col: 26,
      code: 'script_expression',
    });
  });

  it('TRANSFORM-05 ${{ }} counts even inside a comment', () => {
    expect(codes('// ${{ steps.a.outputs }}\nreturn input;', 'transform')).toEqual(['script_expression']);
  });

  it('TRANSFORM-05 a plain template literal ${ } is fine', () => {
    expect(checkScript('return `${input.a}-${input.b}`;', 'transform')).toEqual([]);
  });

  it('TRANSFORM-01 an empty transform script is refused', () => {
    expect(only('  \n ', 'transform')).toMatchObject({ line: 1, code: 'script_syntax' });
  });
});
