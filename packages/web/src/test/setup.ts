import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadMessages } from '../i18n';
import enUS from '../i18n/en-US.json';
import zhCN from '../i18n/zh-CN.json';
import { toast } from '../utils/feedback';

// findBy… and waitFor wait up to 5 s (not 1 s): on a loaded 2-core machine antd's form validation
// and the first render of a page can take longer than a second (AccountForms.test.tsx's field
// messages failed so while other suites ran beside it). A passing check still returns at once.
configure({ asyncUtilTimeout: 5000 });

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
