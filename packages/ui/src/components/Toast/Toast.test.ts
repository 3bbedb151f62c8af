import { describe, expect, it } from 'vitest';
import { TOAST_TIMEOUTS, toastTimeout } from './timeouts';

describe('toastTimeout', () => {
  it('keeps error toasts for 8.8 s and the others for 5 s', () => {
    expect(toastTimeout('error')).toBe(8800);
    expect(TOAST_TIMEOUTS.error).toBe(8800);
    expect(toastTimeout('success')).toBe(5000);
    expect(toastTimeout('info')).toBe(5000);
    expect(toastTimeout('warning')).toBe(5000);
  });

  it('lets the caller choose, with 0 meaning until closed', () => {
    expect(toastTimeout('error', 3000)).toBe(3000);
    expect(toastTimeout('success', 0)).toBeUndefined();
  });
});
