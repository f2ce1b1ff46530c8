/**
 * A small pool of tesseract.js workers (each one a worker thread running the WebAssembly engine),
 * so reading screenshots never blocks the API's event loop. Started on first use, stopped after a
 * quiet minute (each worker holds ~100 MB). The English data comes from the npm package
 * @tesseract.js-data/eng: tesseract.js is pointed at those local files and never downloads.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createScheduler, createWorker, type Scheduler } from 'tesseract.js';

export interface OcrWord {
  text: string;
  /** 0-100 */
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

export interface OcrReader {
  read(image: Buffer): Promise<OcrWord[]>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** The 'best_int' model: the most accurate of the package's two, at integer speed. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Leave one core to the event loop; at most two workers (the machine has two cores). */
function defaultPoolSize(cpus = availableParallelism()): number {
  return Math.max(1, Math.min(2, cpus - 1));
}

export function createOcrPool({ size = defaultPoolSize(), idleMs = 60_000 } = {}): OcrReader {
  let scheduler: Promise<Scheduler> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let busy = 0;

  const start = async () => {
    const created = createScheduler();
    const workers = await Promise.all(
      Array.from({ length: size }, () =>
        createWorker('eng', 1, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true, errorHandler: () => {} }),
      ),
    );
    for (const worker of workers) created.addWorker(worker);
    return created;
  };

  const stop = async () => {
    const running = scheduler;
    scheduler = undefined;
    if (idleTimer) clearTimeout(idleTimer);
    if (running) await (await running.catch(() => undefined))?.terminate();
  };

  const armIdleTimer = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void (busy === 0 && stop()), idleMs);
    idleTimer.unref();
  };

  return {
    async read(image) {
      busy++;
      try {
        scheduler ??= start();
        // A failed start is not kept: the next call tries again.
        const ready = await scheduler.catch((error: unknown) => {
          scheduler = undefined;
          throw error;
        });
        const { data } = await ready.addJob('recognize', image, {}, { blocks: true, text: true });
        return (data.blocks ?? []).flatMap((block) =>
          block.paragraphs.flatMap((paragraph) =>
            paragraph.lines.flatMap((line) =>
              line.words.map((word) => ({ text: word.text, confidence: word.confidence, bbox: word.bbox })),
            ),
          ),
        );
      } finally {
        busy--;
        armIdleTimer();
      }
    },
    close: stop,
  };
}
