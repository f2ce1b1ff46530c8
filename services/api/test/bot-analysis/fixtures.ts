/** The rendered bot panels (scripts/render-bot-fixtures.js) and the answer each one must give. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BotKey } from '@tradeboard/types';
import { BOTS } from '@tradeboard/types';

const BOT_PANELS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/bot-panels');

export interface PanelAnswer {
  file: string;
  bot: string;
  botNamedInImage: boolean;
  theme: 'light' | 'dark';
  scale: number;
  rows: { symbol: string; inPosition: boolean }[];
}

export const botPanels = JSON.parse(readFileSync(path.join(BOT_PANELS_DIR, 'answers.json'), 'utf8')) as {
  watchlist: string[];
  panels: PanelAnswer[];
};

export const panelBytes = (panel: PanelAnswer): Buffer => readFileSync(path.join(BOT_PANELS_DIR, panel.file));
export const botKeyOf = (label: string): BotKey => BOTS.find((bot) => bot.label === label)!.key;
