/**
 * The sign-in form of /login. Memoised, with stable props, so what only its page re-renders for
 * (hydration ending, the session check arriving) does not render the form again: on a phone each
 * such render of the whole form was a long task of its own at start-up (issue 25).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { loginRequiredErrors, UI_TIMINGS_MS, type LoginFieldErrors } from '@tradeboard/types/core';
import { authKeys } from '@tradeboard/ui/auth';
import { memo, useState, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { login } from '../auth/authActions.js';
import { LoginField } from './LoginField.js';

export interface LoginFormProps {
  /** The username field, which the page focuses once the form is live. */
  usernameRef: RefObject<HTMLInputElement | null>;
  /** Signed in: the page keeps the form up (not its 'already logged in' panel) until it moves on. */
  onSignedIn: () => void;
}

export const LoginForm = memo(function LoginForm({ usernameRef, onSignedIn }: LoginFormProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // After a successful login the form stays up for the ~100 ms before the redirect.
  const [redirecting, setRedirecting] = useState(false);

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
      onSignedIn();
      await queryClient.invalidateQueries({ queryKey: authKeys.status });
      setTimeout(() => navigate('/'), UI_TIMINGS_MS.loginRedirectDelay);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : 'Login failed');
    } finally {
      setSubmitting(false);
    }
  }

  return (
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
  );
});
