import { describe, expect, it } from 'vitest';
import { StepError, isRetryable } from '../../src/engine/errors.js';

describe('retry classes', () => {
  it('WF-20 429, 5xx, timeout and sync_snapshot_unavailable are retryable', () => {
    expect(isRetryable(new StepError('http_status', 'x', 429))).toBe(true);
    expect(isRetryable(new StepError('http_status', 'x', 503))).toBe(true);
    expect(isRetryable(new StepError('timeout', 'x'))).toBe(true);
    expect(isRetryable(new StepError('sync_snapshot_unavailable', 'x'))).toBe(true);
  });
  it('WF-22 invalid_input, format_error, ai answer errors and 4xx are never retried', () => {
    for (const code of ['invalid_input', 'format_error', 'ai_refused', 'ai_truncated', 'ai_content_filter', 'ai_invalid_output']) {
      expect(isRetryable(new StepError(code, 'x'))).toBe(false);
    }
    expect(isRetryable(new StepError('http_status', 'x', 404))).toBe(false);
  });
});
