/**
 * Real OCR on rendered bot panels (light and dark, three fonts, 5 to 30 rows, 1x and 2x, PNG and
 * JPEG): at least 95% of the watchlist rows' states are read right, the bot is found from a heading
 * when there is one, and nothing is proposed for a symbol that is not on the watchlist.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { normalizeForOcr } from '../../src/bot-analysis/normalize-image.js';
import { createOcrPool } from '../../src/bot-analysis/ocr-pool.js';
import { readBotStates } from '../../src/bot-analysis/read-bot-states.js';
import { botKeyOf, botPanels, panelBytes } from './fixtures.js';

const pool = createOcrPool({ size: 2 });
afterAll(() => pool.close());

describe('reading bot panels with OCR', () => {
  it(
    'reads at least 95% of bot states right across every fixture and never proposes an off-watchlist symbol',
    { timeout: 600_000 },
    async () => {
      const { watchlist, panels } = botPanels;
      expect(panels.length).toBeGreaterThanOrEqual(12);
      const results = await Promise.all(
        panels.map(async (panel) => {
          const words = await pool.read(await normalizeForOcr(panelBytes(panel)));
          return {
            panel,
            result: readBotStates(words, watchlist, panel.botNamedInImage ? undefined : botKeyOf(panel.bot)),
          };
        }),
      );

      let expected = 0;
      let right = 0;
      const misses: string[] = [];
      for (const { panel, result } of results) {
        expect(result.bot, panel.file).toBe(botKeyOf(panel.bot));
        expect(result.botSource, panel.file).toBe(panel.botNamedInImage ? 'heading' : 'form');
        for (const proposal of result.proposals)
          expect(watchlist, `${panel.file} proposed ${proposal.symbol}`).toContain(proposal.symbol);
        for (const row of panel.rows.filter((r) => watchlist.includes(r.symbol))) {
          expected++;
          const proposal = result.proposals.find((p) => p.symbol === row.symbol);
          if (proposal?.inPosition === row.inPosition) right++;
          else
            misses.push(
              `${panel.file} ${row.symbol}: expected ${row.inPosition}, read ${proposal?.state ?? 'nothing'}`,
            );
        }
      }
      const accuracy = right / expected;
      console.log(
        `bot OCR accuracy: ${right}/${expected} = ${(accuracy * 100).toFixed(1)}%${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
      );
      expect(accuracy).toBeGreaterThanOrEqual(0.95);
    },
  );
});
