/** The screenshots waiting, uploading, being read, or done, each with its own progress and outcome. */
import { useState } from 'react';
import type { BotAnalysis, BotKey } from '@tradeboard/types';
import { readableErrorMessage } from '@tradeboard/ui';
import { analyzeScreenshot } from '../../api/botAnalysis.js';

export type QueuedStatus = 'waiting' | 'uploading' | 'reading' | 'done' | 'failed';

export interface QueuedScreenshot {
  id: string;
  file: File;
  status: QueuedStatus;
  progress: number;
  record?: BotAnalysis;
  error?: string;
}

let nextId = 0;

export function useScreenshotQueue(onRecord: (record: BotAnalysis) => void) {
  const [items, setItems] = useState<QueuedScreenshot[]>([]);
  const [running, setRunning] = useState(false);
  const update = (id: string, patch: Partial<QueuedScreenshot>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const add = (files: readonly File[]) =>
    setItems((list) => [
      ...list,
      ...files.map((file) => ({ id: `shot-${++nextId}`, file, status: 'waiting' as const, progress: 0 })),
    ]);
  const remove = (id: string) => setItems((list) => list.filter((item) => item.id !== id));
  const clear = () => setItems([]);

  /** Reads the waiting screenshots one after another; a failed file does not stop the others. */
  const analyze = async (bot: BotKey | undefined) => {
    setRunning(true);
    try {
      for (const item of items.filter((entry) => entry.status === 'waiting' || entry.status === 'failed')) {
        update(item.id, { status: 'uploading', progress: 0, error: undefined });
        try {
          const [record] = await analyzeScreenshot(item.file, bot, (progress) =>
            update(item.id, progress >= 100 ? { progress, status: 'reading' } : { progress }),
          );
          update(item.id, { status: 'done', progress: 100, record });
          if (record) onRecord(record);
        } catch (error) {
          update(item.id, { status: 'failed', error: readableErrorMessage(error) });
        }
      }
    } finally {
      setRunning(false);
    }
  };

  const pending = items.some((item) => item.status === 'waiting' || item.status === 'failed');
  return { items, running, pending, add, remove, clear, analyze };
}
