import { defineProject } from 'vitest/config';
import { preactRuntime, REACT_LIBRARIES } from './preact.config.ts';

export default defineProject({
  ...preactRuntime,
  resolve: {
    ...preactRuntime.resolve,
    alias: [
      // Its package's main file is CommonJS, which Node would load against React itself; its ES
      // build goes through the aliases like the lobby's own code.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      ...preactRuntime.resolve.alias,
    ],
    // The libraries' browser ES builds, as the lobby's build takes them: react-router's Node
    // build is CommonJS, which Node would load against React itself, past the aliases.
    conditions: ['module', 'browser', 'development|production'],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // Component tests check a frame's address, never load the page inside it (no server runs).
    environmentOptions: { happyDOM: { settings: { navigation: { disableChildFrameNavigation: true } } } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A test that types into several fields takes over Vitest's 5 s when npm test runs lint beside
    // the suite on two cores: the time limit is for hung tests, not slow machines.
    testTimeout: 20_000,
    // One DOM and one module cache per worker; the setup file undoes what each file leaves behind.
    isolate: false,
    server: { deps: { inline: REACT_LIBRARIES } },
  },
});
