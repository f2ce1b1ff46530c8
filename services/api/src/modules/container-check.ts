/**
 * The deploy's container check: runs remoteEntry.js in a node:vm context (its own globals, apart from
 * the API's) with a minimal `document` whose script elements fetch and run the chunks they name,
 * initialises the container with an empty share scope (so it uses its own copies of the shared
 * libraries), loads `./views` and returns the view names it exports. The context holds the Module
 * Federation runtime a shell gives its modules (federation-runtime.ts), as a page does. Each script's synchronous run is
 * limited, and the whole load too. node:vm is not a security boundary: deploy tokens are given to
 * trusted pipelines; this check answers "does this build work", not "is it hostile".
 */
import vm from 'node:vm';
import { fetchFile, type Fetcher } from './fetch-limited.js';
import { provideFederationRuntime } from './federation-runtime.js';

export interface ContainerCheckOptions {
  /** Absolute URL of remoteEntry.js (chunks resolve against it). */
  entryUrl: string;
  entrySource: string;
  /** The global the container assigns (mf-manifest.json metaData.globalName). */
  globalName: string;
  fetcher: Fetcher;
  timeoutMs: number;
}

interface FakeScript {
  src?: string;
  tagName: string;
  style: Record<string, string>;
  attributes: Record<string, string>;
  onload?: ((event: unknown) => void) | null;
  onerror?: ((event: unknown) => void) | null;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | undefined;
  addEventListener(type: string, listener: (event: unknown) => void): void;
  removeEventListener(): void;
}

/** The view names `./views` exports; throws an Error saying what went wrong. */
export async function loadContainerViews(options: ContainerCheckOptions): Promise<string[]> {
  const { entryUrl, fetcher, timeoutMs } = options;
  const deadline = AbortSignal.timeout(timeoutMs);
  const scriptTimeout = Math.min(timeoutMs, 5_000);
  const failures: string[] = [];

  const run = (code: string, filename: string) => vm.runInContext(code, context, { filename, timeout: scriptTimeout });
  const loadScript = (element: FakeScript) => {
    const src = element.src;
    if (!src) return;
    const url = new URL(src, entryUrl);
    // Chunks come from where the entry is; anything else is not part of this build.
    if (url.origin !== new URL(entryUrl).origin) {
      failures.push(`it loads a script from another origin (${url.origin})`);
      element.onerror?.({ type: 'error', target: element });
      return;
    }
    fetchFile(fetcher, url.href, timeoutMs)
      .then((file) => {
        if (file.status !== 200) throw new Error(`${url.pathname} answered ${file.status}`);
        run(file.body.toString('utf8'), url.href);
        element.onload?.({ type: 'load', target: element });
      })
      .catch((error: unknown) => {
        failures.push((error as Error).message);
        element.onerror?.({ type: 'error', target: element });
      });
  };
  const head = {
    appendChild: (element: FakeScript) => (loadScript(element), element),
    insertBefore: (element: FakeScript) => (loadScript(element), element),
    removeChild: () => undefined,
  };
  const createElement = (tag: string): FakeScript => ({
    tagName: tag.toUpperCase(),
    style: {},
    attributes: {},
    setAttribute(name, value) {
      this.attributes[name] = value;
      if (name === 'src') this.src = value;
    },
    getAttribute(name) {
      return this.attributes[name];
    },
    addEventListener(type, listener) {
      (this as unknown as Record<string, unknown>)[`on${type}`] = listener;
    },
    removeEventListener: () => undefined,
  });
  const document = {
    currentScript: { src: entryUrl, tagName: 'SCRIPT' },
    createElement,
    head,
    body: head,
    getElementsByTagName: () => [],
    querySelectorAll: () => [],
    querySelector: () => null,
    defaultView: undefined as unknown,
  };
  const context = vm.createContext({
    document,
    console: { log() {}, info() {}, debug() {}, warn() {}, error() {} },
    setTimeout,
    clearTimeout,
    queueMicrotask,
    URL,
    URLSearchParams,
    navigator: { userAgent: 'tradeboard-deploy-check' },
    location: new URL(entryUrl),
  }) as Record<string, unknown>;
  context.self = context;
  context.window = context;
  document.defaultView = context;
  provideFederationRuntime(context);

  const work = (async () => {
    run(options.entrySource, entryUrl);
    const container = context[options.globalName] as
      { init(scope: object): Promise<void> | void; get(module: string): Promise<() => unknown> } | undefined;
    if (!container || typeof container.init !== 'function' || typeof container.get !== 'function') {
      throw new Error(`remoteEntry.js does not define the container '${options.globalName}' (init and get)`);
    }
    await container.init({});
    const factory = await container.get('./views');
    const exported = factory() as { views?: Record<string, unknown> } | null;
    if (!exported?.views || typeof exported.views !== 'object') throw new Error('./views has no `views` export');
    return Object.keys(exported.views);
  })();
  const timedOut = new Promise<never>((_, reject) =>
    deadline.addEventListener('abort', () => reject(new Error(`it did not load within ${timeoutMs} ms`)), {
      once: true,
    }),
  );
  try {
    return await Promise.race([work, timedOut]);
  } catch (error) {
    const detail = failures.length > 0 ? ` (${failures[0]})` : '';
    throw new Error(`${(error as Error).message.split('\n')[0]}${detail}`, { cause: error });
  }
}
