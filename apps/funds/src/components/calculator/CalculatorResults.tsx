import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { POSITION_CAP_NOTE, type PositionSizingResult } from '@tradeboard/types/core';
import { formatCurrency } from '@tradeboard/ui';
import type { ReactNode } from 'react';
import { CALCULATOR_TEXTS } from '../../lib/calculator/calculatorTexts.js';
import { exposurePercentText, formulaSteps } from '../../lib/calculator/formulaSteps.js';

function ResultCard({ title, value, note }: { title: string; value: string; note: ReactNode }) {
  return (
    <Card variant="outlined" role="group" aria-label={title} sx={{ p: 2, minHeight: 112 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {/* A long figure wraps inside its card rather than running past it. */}
      <Typography sx={{ fontSize: 24, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{note}</Box>
    </Card>
  );
}

const money = (value: number) => formatCurrency(value, 0);

/** The result cards and the formula in words, or the hint when there is no result (never NaN). */
export function CalculatorResults({
  result,
  watchlistCount,
}: {
  result: PositionSizingResult;
  watchlistCount: number;
}) {
  if (!result.ok) {
    return (
      <Alert severity="info" sx={{ minHeight: 112, alignItems: 'center' }}>
        {result.hint}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
      >
        <ResultCard
          title={CALCULATOR_TEXTS.activePositions}
          value={result.activePositions.toLocaleString('en-US')}
          note={`${Math.round(result.exposure * 100)}% of ${watchlistCount} watchlist stocks`}
        />
        <ResultCard
          title={CALCULATOR_TEXTS.positionSize}
          value={money(result.positionSize)}
          note={
            result.capped ? (
              <Chip
                size="small"
                variant="outlined"
                icon={<WarningAmberOutlined color="warning" />}
                label={POSITION_CAP_NOTE}
                sx={{ borderColor: 'warning.main' }}
              />
            ) : (
              `Up to ${money(result.positionCap)} (5% of the account)`
            )
          }
        />
        <ResultCard
          title={CALCULATOR_TEXTS.totalExposure}
          value={money(result.totalExposure)}
          note={`${exposurePercentText(result)} of the account`}
        />
        <ResultCard
          title={CALCULATOR_TEXTS.sectorLimit}
          value={money(result.sectorLimit)}
          note="20% of the account per sector"
        />
        <ResultCard
          title={CALCULATOR_TEXTS.fundCeiling}
          value={money(result.fundCeiling)}
          note="85% of the account at most"
        />
      </Box>
      <Box component="section" aria-labelledby="calculator-formula-title">
        <Typography id="calculator-formula-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
          {CALCULATOR_TEXTS.formulaTitle}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {formulaSteps(result, watchlistCount).map((step) => (
            <Typography component="li" variant="body2" key={step}>
              {step}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
