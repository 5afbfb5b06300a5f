import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// The app loads these lazily; loading them once here keeps a test's first sign-in or toast within findBy's wait.
import '@/components/layouts/signed-in-shell';
import '@/components/ui/toasts';
import { backToEnglish } from './locale';
import { fakeMatchMedia } from './match-media';

// The screens read in English unless a test switches: the messages are the macros' own (kept outside a release build),
// compiled as they are read.
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en', messages: {} });

// npm test runs the web tests beside the API and browser tests on the same cores: findBy and waitFor wait for a screen
// that renders slower there (one wait for every file, set here only), and still fail if it never shows what they look
// for.
configure({ asyncUtilTimeout: 15_000 });

// An element's computed style is its inline style. The tests load no stylesheet (Mantine's CSS is not processed), so
// jsdom's own computation matched every element against the style tags Mantine injects (CSS variables, responsive
// props) and found little more than the inline style, while role queries, accessible names and toBeVisible ask it
// for every element and its ancestors: over half the web tests' CPU time (9.9 → 4.4 CPU-minutes for the 86 files).
// What hides an element here is inline (Mantine's transitions and collapses) or the `hidden` attribute, which
// toBeVisible reads itself.
const emptyStyle = { getPropertyValue: () => '' } as unknown as CSSStyleDeclaration;
window.getComputedStyle = ((element: Element) =>
  (element as HTMLElement).style ?? emptyStyle) as typeof window.getComputedStyle;
// jsdom lacks a few browser APIs Mantine uses.
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: fakeMatchMedia(() => false),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// Autosizing text areas listen for web fonts loading (document.fonts), which jsdom does not have.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(async () => {
  cleanup();
  await backToEnglish();
  // The toast store outlives a render; start every test without toasts.
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
