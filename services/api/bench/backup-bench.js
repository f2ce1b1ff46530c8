/**
 * Backup and restore bench: 100,000 documents (unusual-flow alerts shaped as the API stores them) and
 * uploaded files of 100 MB, then 500 MB; for each, `npm run backup`'s code path (backupToFile from a
 * DATA_DIR with the embedded database on disk) and a restore into a fresh DATA_DIR. Prints wall time
 * and this process's peak memory (RSS and heap, sampled every 20 ms) for each step: memory must not
 * follow the file size. Temp data lives under the OS temp folder and is deleted at the end.
 *
 *   node bench/backup-bench.js   (after a build; part of `npm run bench`)
 *   BENCH_DOCUMENTS=100000 BENCH_FILE_MB=100,500 to change the sizes
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { backupToFile } from '../dist/backup/backup-to-file.js';
import { restoreArchive } from '../dist/backup/restore.js';
import { backupSource, openConfiguredDatabase } from '../dist/backup/sources.js';
import { verifyArchive } from '../dist/backup/verify.js';

const MB = 1024 * 1024;
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const FILE_SIZES_MB = (process.env.BENCH_FILE_MB ?? '100,500').split(',').map(Number);
const FILE_MB = 10;

/** Peak RSS and heap while `work` runs, relative to just before it. */
async function measure(work) {
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      rssMb: peakRss / MB,
      rssGrowthMb: (peakRss - base.rss) / MB,
      heapGrowthMb: (peakHeap - base.heapUsed) / MB,
    };
  } finally {
    clearInterval(timer);
  }
}

/** Random bytes (so gzip cannot shrink them away), written in 1 MB pieces. */
async function writeRandomFile(file, bytes) {
  const out = createWriteStream(file);
  for (let written = 0; written < bytes; written += MB) {
    if (!out.write(randomBytes(Math.min(MB, bytes - written)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function seedDocuments(dataDir) {
  const opened = await openConfiguredDatabase({ dataDir, mongodbUri: undefined }, 'restore');
  const alerts = opened.client.db(opened.database).collection('unusual_flow');
  const at = new Date();
  const batch = 5_000;
  const tickers = ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'META', 'SPY', 'QQQ'];
  for (let i = 0; i < DOCUMENTS; i += batch) {
    await alerts.insertMany(
      Array.from({ length: Math.min(batch, DOCUMENTS - i) }, (_, k) => ({
        ticker: tickers[(i + k) % tickers.length],
        optionType: (i + k) % 2 ? 'CALL' : 'PUT',
        strike: 100 + ((i + k) % 400) / 2,
        expiry: '2026-12-18',
        spot: 150.25,
        flowDescription: `Sweep ${i + k} above the ask`,
        premium: 250_000 + (i + k),
        volume: 1000 + (i % 50),
        openInterest: 5000,
        flowImage: null,
        createdAt: at,
        updatedAt: at,
      })),
    );
  }
  await alerts.createIndex({ createdAt: -1 });
  await opened.close();
}

async function addFiles(dataDir, fromMb, toMb) {
  const folder = path.join(dataDir, 'uploads', 'videos');
  await mkdir(folder, { recursive: true });
  for (let mb = fromMb; mb < toMb; mb += FILE_MB) {
    await writeRandomFile(path.join(folder, `${randomBytes(16).toString('hex')}.mp4`), FILE_MB * MB);
  }
}

const row = (label, m) =>
  `${label.padEnd(34)} ${m.seconds.toFixed(1).padStart(7)} s   peak RSS ${m.rssMb.toFixed(0).padStart(5)} MB (+${m.rssGrowthMb.toFixed(0).padStart(3)} MB)   heap +${m.heapGrowthMb.toFixed(0).padStart(3)} MB`;

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'tradeboard-backup-bench-'));
  try {
    const sourceDir = path.join(work, 'source');
    console.log(
      `backup bench: ${DOCUMENTS.toLocaleString('en-US')} documents, files of ${FILE_SIZES_MB.join(' then ')} MB (${FILE_MB} MB each), temp data in ${work}`,
    );
    const seeded = await measure(() => seedDocuments(sourceDir));
    console.log(row(`seed ${DOCUMENTS} documents`, seeded));
    let filesMb = 0;
    for (const targetMb of FILE_SIZES_MB) {
      await addFiles(sourceDir, filesMb, targetMb);
      filesMb = targetMb;
      const archive = path.join(work, `backup-${targetMb}.tar.gz`);
      const opened = await openConfiguredDatabase({ dataDir: sourceDir, mongodbUri: undefined }, 'backup');
      const backup = await measure(() =>
        backupToFile(backupSource(opened.client, opened.database, undefined), path.join(sourceDir, 'uploads'), archive),
      );
      await opened.close();
      console.log(
        row(`backup   (${targetMb} MB of files)`, backup) +
          `   archive ${((await stat(archive)).size / MB).toFixed(0)} MB`,
      );

      const verify = await measure(() => verifyArchive(archive));
      console.log(row(`verify   (${targetMb} MB of files)`, verify));
      const targetDir = path.join(work, `target-${targetMb}`);
      const target = await openConfiguredDatabase({ dataDir: targetDir, mongodbUri: undefined }, 'restore');
      const restore = await measure(() =>
        restoreArchive(
          archive,
          { client: target.client, database: target.database, uploadsDir: path.join(targetDir, 'uploads') },
          { drop: false, verified: verify.result },
        ),
      );
      await target.close();
      console.log(
        row(`restore  (${targetMb} MB of files)`, restore) +
          `   ${restore.result.documents} documents, ${restore.result.files} files`,
      );
      await rm(targetDir, { recursive: true, force: true });
      await rm(archive, { force: true });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
