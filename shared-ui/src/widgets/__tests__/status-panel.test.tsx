import { describe, expect, it } from 'vitest';
import { isNotFoundError } from '../status-panel';

const answered = (status: number) => ({ isAxiosError: true, response: { status, data: { status, code: `E${status}`, message: '오류' } } });

describe('isNotFoundError', () => {
  it('is a 404 only: a 422 (a refusal or a form error) and other failures are not "not found"', () => {
    expect(isNotFoundError(answered(404))).toBe(true);
    for (const status of [400, 401, 403, 409, 422, 500, 503]) expect(isNotFoundError(answered(status)), String(status)).toBe(false);
    expect(isNotFoundError(new Error('Network Error'))).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });
});
