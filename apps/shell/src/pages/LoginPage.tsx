import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { loginRequiredErrors, UI_TIMINGS_MS, type LoginFieldErrors } from '@tradeboard/types/core';
import { authKeys } from '@tradeboard/ui/auth';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { login } from '../auth/authActions.js';
import { useHydrated } from '../frame/hydration.js';
import { useAuthStatus } from '../auth/useAuthStatus.js';
import { LoginField } from './LoginField.js';

function PageFrame({ children }: { children: ReactNode }) {
  // inert until hydrated: typing into the served form before its script runs would be lost (and a
  // browser's own submit would put the password in a URL; method="post" keeps it out even so).
  const hydrated = useHydrated();
  return (
    <Box
      inert={!hydrated}
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>{children}</CardContent>
      </Card>
    </Box>
  );
}

export function LoginPage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const auth = useAuthStatus();
  // The prerendered form is painted before the script runs and is inert until then (PageFrame).
  const hydrated = useHydrated();
  const usernameRef = useRef<HTMLInputElement>(null);
  // autoFocus does nothing in an inert form: the field takes the focus once the form is live.
  useEffect(() => {
    if (hydrated && document.activeElement === document.body) usernameRef.current?.focus();
  }, [hydrated]);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // After a successful login the form stays up for the ~100 ms before the redirect.
  const [redirecting, setRedirecting] = useState(false);

  if (auth.data?.isAuthenticated && !redirecting) {
    return (
      <PageFrame>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h5" component="h1">{`Welcome, ${auth.data.username ?? 'admin'}!`}</Typography>
          <Typography color="text.secondary">You are already logged in as an admin.</Typography>
          <Button variant="contained" onClick={() => navigate('/admin')}>
            Go to Admin Dashboard
          </Button>
        </Stack>
      </PageFrame>
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Blank fields are caught here; anything else the API checks (LoginBodySchema) and answers.
    const errors = loginRequiredErrors({ username, password });
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    setSubmitting(true);
    try {
      await login({ username: username.trim(), password });
      setServerError(null);
      setRedirecting(true);
      await queryClient.invalidateQueries({ queryKey: authKeys.status });
      setTimeout(() => navigate('/'), UI_TIMINGS_MS.loginRedirectDelay);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : 'Login failed');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <PageFrame>
      <Stack component="form" method="post" spacing={2.5} noValidate onSubmit={handleSubmit} aria-label="Admin login">
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Admin Login
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Sign in to manage the trading dashboard.
          </Typography>
        </Box>
        {serverError && (
          <Alert severity="error" variant="filled" role="alert">
            {serverError}
          </Alert>
        )}
        <LoginField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={Boolean(fieldErrors.username)}
          helperText={fieldErrors.username}
          autoFocus
          inputRef={usernameRef}
        />
        <LoginField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting || redirecting}>
          {submitting ? 'Signing in...' : 'Login'}
        </Button>
        <Divider>or</Divider>
        <Button variant="outlined" onClick={() => navigate('/student')}>
          Student Portal
        </Button>
      </Stack>
    </PageFrame>
  );
}
