/**
 * `@tradeboard/runtime/testing`: fakes of the runtime's browser dependencies (vitest only). The
 * module kit's test kit (`@tradeboard/ui/testing`) re-exports them.
 */
export { createFakeChannels, createFakeLocks, FakeEventSource, fakeLiveOptions } from './fakeEventSource.js';
export { resetRuntimeState } from './resetRuntimeState.js';
