// jsdom lacks a few browser APIs that Chakra UI (Ark/Zag) uses.
import { TextEncoder, TextDecoder } from 'node:util';
import { configure } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!globalThis.structuredClone) globalThis.structuredClone = (v: unknown) => JSON.parse(JSON.stringify(v));
class RO {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? RO,
  IntersectionObserver: globalThis.IntersectionObserver ?? RO,
});
window.scrollTo = () => undefined;

// findBy*/waitFor wait for an event, not a time: on a busy 2-core machine a form's validation can
// take longer than Testing Library's default second to show, so they wait up to ten.
configure({ asyncUtilTimeout: 10_000 });
