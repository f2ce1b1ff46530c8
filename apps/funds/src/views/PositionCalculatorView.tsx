import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  POSITION_CALCULATOR,
  RISK_PROFILES,
  RISK_PROFILE_SETTINGS,
  calculatePositionSizing,
  parseAccountSize,
  type RiskProfile,
} from '@tradeboard/types/core';
import { QueryState, SectionCard, stocksApi, type ParcelProps } from '@tradeboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CalculatorResults } from '../components/calculator/CalculatorResults.js';
import { CALCULATOR_TEXTS, MAX_ACCOUNT_SIZE } from '../lib/calculator/calculatorTexts.js';

/**
 * The student Position Sizing Calculator tab ('Educational Tool'): account size, risk profile and
 * the watchlist's stock count in, position sizes out (SPEC section 9, calculatePositionSizing).
 */
export function PositionCalculatorView(_props: Partial<ParcelProps>) {
  const [accountText, setAccountText] = useState(String(POSITION_CALCULATOR.defaultAccountSize));
  const [riskProfile, setRiskProfile] = useState<RiskProfile>('conservative');
  const stocks = useQuery(stocksApi.list());
  const watchlistCount = stocks.data?.length;
  const accountSize = parseAccountSize(accountText);
  // Above the limit: a message under the field and no result (like a non-positive size).
  const tooLarge = accountSize !== null && accountSize > MAX_ACCOUNT_SIZE;
  const result =
    watchlistCount === undefined || tooLarge
      ? null
      : calculatePositionSizing({ accountSize, watchlistCount, riskProfile });

  return (
    <SectionCard
      title={CALCULATOR_TEXTS.title}
      subtitle={CALCULATOR_TEXTS.subtitle}
      action={<Chip color="primary" variant="outlined" icon={<SchoolOutlined />} label={CALCULATOR_TEXTS.badge} />}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            label={CALCULATOR_TEXTS.accountSize}
            value={accountText}
            onChange={(event) => setAccountText(event.target.value)}
            error={tooLarge}
            helperText={tooLarge ? CALCULATOR_TEXTS.accountTooLarge : undefined}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <Box>
            <Typography id="risk-profile-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {CALCULATOR_TEXTS.riskProfile}
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={riskProfile}
              aria-labelledby="risk-profile-label"
              onChange={(_event, next: RiskProfile | null) => next && setRiskProfile(next)}
            >
              {RISK_PROFILES.map((profile) => (
                <ToggleButton key={profile} value={profile} sx={{ textTransform: 'none', whiteSpace: 'nowrap', px: 1 }}>
                  {RISK_PROFILE_SETTINGS[profile].label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <Box aria-live="polite">
            {watchlistCount === undefined ? (
              <QueryState
                query={stocks}
                loadingText={CALCULATOR_TEXTS.watchlistLoading}
                errorText={CALCULATOR_TEXTS.watchlistFailed}
                label={CALCULATOR_TEXTS.watchlistCount}
              />
            ) : (
              <Typography>
                {CALCULATOR_TEXTS.watchlistCount}: <strong>{watchlistCount}</strong>
              </Typography>
            )}
          </Box>
        </Box>
        <Box component="section" aria-label={CALCULATOR_TEXTS.resultsLabel}>
          {result ? <CalculatorResults result={result} watchlistCount={watchlistCount ?? 0} /> : undefined}
        </Box>
      </Box>
    </SectionCard>
  );
}
