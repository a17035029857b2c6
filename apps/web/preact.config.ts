import type { UserConfig } from 'vite';

/**
 * The lobby runs on Preact's React-compatible layer instead of React DOM: the same components,
 * hooks and libraries (React Router, TanStack Query, react-i18next, react-hook-form) at about a
 * tenth of React DOM's size, which was most of home's first load on a phone. The code is written
 * and type-checked against React's API; only the build and the component tests swap the runtime,
 * both through this one file, so what the tests render is what players run.
 */
const ALIASES = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export const preactRuntime = {
  resolve: { alias: ALIASES, dedupe: ['preact'] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
} satisfies UserConfig;

/**
 * Libraries that import React themselves: the component tests must bundle them through the
 * aliases above, or Node would load them against React itself and two runtimes would meet.
 */
export const REACT_LIBRARIES = [
  /@testing-library\/react/,
  /@tanstack\/react-query/,
  /@tanstack\/react-virtual/,
  /react-router/,
  /react-i18next/,
  /react-hook-form/,
  /@hookform\/resolvers/,
  /zustand/,
];
