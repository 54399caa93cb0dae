import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { preloadMessages } from '../i18n';
import enUS from '../i18n/en-US.json';
import zhCN from '../i18n/zh-CN.json';

// The app fetches a language's messages when first used; tests have both at hand from the start.
preloadMessages('en-US', enUS);
preloadMessages('zh-CN', zhCN);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
