/**
 * The checks the test suites run before they start (tests/support/prerequisites.ts): a missing
 * prerequisite is named with how to get it, and a supported set-up passes.
 */
import {
  buildProblem,
  chromiumProblem,
  nodeProblem,
  requirePrerequisites,
  supportedNode,
} from '../support/prerequisites';

it("accepts the Node versions package.json's engines accept, and names them for another", () => {
  expect(supportedNode()).toBe('^20.19.0 || ^22.13.0 || >=24.0.0');
  expect(nodeProblem()).toBeUndefined(); // the Node running these tests
  for (const ok of ['20.19.0', '20.20.2', '22.13.0', '24.0.0']) expect(nodeProblem(ok)).toBeUndefined();
  for (const old of ['18.20.4', '20.18.3', '22.12.0', '23.11.0'])
    expect(nodeProblem(old)).toBe(
      `Node ${old} is not supported: use Node ^20.19.0 || ^22.13.0 || >=24.0.0 (package.json "engines").`,
    );
});

it('names the install command when Chromium is missing', () => {
  expect(chromiumProblem({ CHROMIUM_PATH: '/nonexistent/chromium' })).toBe(
    'Chromium not found at /nonexistent/chromium: apt-get install -y chromium, or set CHROMIUM_PATH to a Chromium or Chrome.',
  );
  expect(chromiumProblem({ CHROMIUM_PATH: process.execPath })).toBeUndefined();
});

it('names the build command when a build output is missing', () => {
  expect(buildProblem(['server/dist/main.js'])).toBeUndefined(); // built by `pretest`
  expect(buildProblem(['server/dist/main.js', 'client/dist/nothing-here.html'])).toBe(
    'client/dist/nothing-here.html is missing: run `npm run build` first.',
  );
});

it('stops a suite with every missing prerequisite in one message', () => {
  expect(() => requirePrerequisites('npm test', [undefined, undefined])).not.toThrow();
  expect(() =>
    requirePrerequisites('npm run test:e2e', [
      nodeProblem('18.20.4'),
      undefined,
      chromiumProblem({ CHROMIUM_PATH: '/nonexistent/chromium' }),
    ]),
  ).toThrow(
    'npm run test:e2e cannot run until this is fixed (README, Prerequisites):\n' +
      '  - Node 18.20.4 is not supported: use Node ^20.19.0 || ^22.13.0 || >=24.0.0 (package.json "engines").\n' +
      '  - Chromium not found at /nonexistent/chromium: apt-get install -y chromium, or set CHROMIUM_PATH to a Chromium or Chrome.',
  );
});
