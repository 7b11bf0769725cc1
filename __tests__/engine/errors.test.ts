/** StepError itself; its retry classes are tested with the catalogue (error-catalogue.test.ts). */
import { describe, expect, it } from 'vitest';
import { StepError } from '../../src/engine/errors.js';
import { FlowgateError } from '../../src/shared/errors.js';

describe('StepError', () => {
  it('ERR-01 carries its catalogued code, message and status, and is a FlowgateError', () => {
    const error = new StepError('http_status', 'The server answered 503.', 503);
    expect(error).toBeInstanceOf(FlowgateError);
    expect(error).toMatchObject({ name: 'StepError', code: 'http_status', message: 'The server answered 503.', status: 503 });
  });

  it('captures no stack frames: a step failure is a result, not a bug', () => {
    const error = new StepError('invalid_input', 'x');
    expect(error.stack).not.toMatch(/\n\s+at /);
    expect(new Error('x').stack).toMatch(/\n\s+at /);
  });

  it('STUB-04 STUB-05 a stubbed failure keeps the code and message its case gives, even outside the catalogue', () => {
    const error = StepError.recorded('crm_down', 'The CRM is down.');
    expect(error).toBeInstanceOf(StepError);
    expect(error).toMatchObject({ code: 'crm_down', message: 'The CRM is down.', status: undefined });
  });
});
