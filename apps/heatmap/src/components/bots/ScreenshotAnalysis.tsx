import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import type { BotAnalysis, BotKey } from '@tradeboard/types';
import { BOT_SCREENSHOT_MAX_BYTES, BOT_SCREENSHOT_MAX_FILES, BOTS } from '@tradeboard/types/core';
import { SectionCard } from '@tradeboard/ui';
import { DropZone } from '@tradeboard/ui/forms';
import { useApplyBotAnalysis, useRefreshBotAnalyses } from '../../api/botAnalysis.js';
import { useStocks } from '../../api/queries.js';
import { chosenChanges, reviewRows, tickedIds } from '../../lib/botReview.js';
import { BotReviewTable } from './BotReviewTable.js';
import { EarlierAnalyses } from './EarlierAnalyses.js';
import { ScreenshotQueueList } from './ScreenshotQueueList.js';
import { useScreenshotQueue } from './useScreenshotQueue.js';

const NAMED_IN_SCREENSHOT = 'named';

/**
 * 'Screenshot Analysis': drop screenshots of the bots' position panels, read them (OCR on the
 * server), review the proposed positions and apply the ticked ones to the switches below.
 */
export function ScreenshotAnalysis() {
  const stocks = useStocks();
  const [bot, setBot] = useState<BotKey | typeof NAMED_IN_SCREENSHOT>(NAMED_IN_SCREENSHOT);
  const [records, setRecords] = useState<BotAnalysis[]>([]);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => reviewRows(records, stocks.data ?? []), [records, stocks.data]);
  const selected = tickedIds(rows, unticked);
  const changes = chosenChanges(rows, selected);
  const apply = useApplyBotAnalysis();
  const refreshAnalyses = useRefreshBotAnalyses();
  const queue = useScreenshotQueue((record) => {
    setRecords((current) => [...current, record]);
    void refreshAnalyses();
  });

  const showRecords = (next: BotAnalysis[]) => {
    setRecords(next);
    setUnticked(new Set());
  };
  const toggle = (id: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <SectionCard
      title="Screenshot Analysis"
      subtitle="Read your bots' positions from screenshots of their panels, review, then apply"
    >
      <Stack spacing={2}>
        <DropZone
          label="Bot screenshots"
          accept={{ 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] }}
          maxFiles={BOT_SCREENSHOT_MAX_FILES}
          maxSize={BOT_SCREENSHOT_MAX_BYTES}
          disabled={queue.running}
          onFiles={queue.add}
        />
        <ScreenshotQueueList items={queue.items} onRemove={queue.remove} disabled={queue.running} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="This screenshot shows:"
            value={bot}
            onChange={(event) => setBot(event.target.value as BotKey | typeof NAMED_IN_SCREENSHOT)}
            sx={{ minWidth: 260 }}
            helperText="Used when the screenshot does not name its bot"
          >
            <MenuItem value={NAMED_IN_SCREENSHOT}>The bot named in the screenshot</MenuItem>
            {BOTS.map((entry) => (
              <MenuItem key={entry.key} value={entry.key}>
                {entry.label}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={() => void queue.analyze(bot === NAMED_IN_SCREENSHOT ? undefined : bot)}
            disabled={!queue.pending || queue.running}
          >
            {queue.running ? 'Analyzing...' : 'Analyze'}
          </Button>
        </Box>
        {records.length > 0 ? (
          rows.length === 0 ? (
            <Alert severity="info">
              No positions to review: the screenshots showed no watchlist symbol with a bot state.
            </Alert>
          ) : (
            <>
              <BotReviewTable rows={rows} selected={selected} onToggle={toggle} />
              <Box>
                <Button
                  variant="contained"
                  color="primary"
                  disabled={changes.length === 0 || apply.isPending}
                  onClick={() => apply.mutate({ changes })}
                >
                  Apply Selected
                </Button>
              </Box>
            </>
          )
        ) : undefined}
        <EarlierAnalyses onOpen={(record) => showRecords([record])} />
      </Stack>
    </SectionCard>
  );
}
