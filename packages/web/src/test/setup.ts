import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { preloadMessages } from '../i18n';
import enUS from '../i18n/en-US.json';
import zhCN from '../i18n/zh-CN.json';
import { toast } from '../utils/feedback';

// The app fetches a language's messages when first used; tests have both at hand from the start.
preloadMessages('en-US', enUS);
preloadMessages('zh-CN', zhCN);

// Toasts are recorded, not shown: antd's message renders in a root of its own on a timer, which
// can fire after a test file's DOM is torn down ("window is not defined" as an unhandled error).
// A test that checks a toast spies on it as usual and gets this spy.
beforeEach(() => {
  for (const kind of ['success', 'error', 'warning', 'info'] as const)
    vi.spyOn(toast, kind).mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});
