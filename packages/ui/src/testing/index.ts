/**
 * `@tradeboard/ui/testing`: the one test kit of the front ends, loaded only by vitest (never
 * imported by app code). Add `setupFiles: ['@tradeboard/ui/testing/setup']` to a workspace's
 * vitest config. See packages/ui/README.md.
 */
export { installFakeApi, staleReply } from './fakeApi.js';
export type { FakeApi, FakeHandler, FakeReply, FakeRoutes, RecordedCall } from './fakeApi.js';
export { currentToast, renderView } from './render.js';
export type { RenderViewOptions } from './render.js';
export { mountParcel } from './parcel.js';
export type { MountedParcel } from './parcel.js';
export { SCREEN_WIDTHS, setScreen, setViewportWidth } from './viewport.js';
export { addJsonBlock } from './servedPage.js';
export * from './fixtures.js';
export { createFakeChannels, createFakeLocks, FakeEventSource, fakeLiveOptions } from '@tradeboard/runtime/testing';
