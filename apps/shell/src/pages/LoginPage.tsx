import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { useAuthStatus } from '../auth/useAuthStatus.js';
import { useHydrated } from '../frame/hydration.js';
import { LoginForm } from './LoginForm.js';

interface PageFrameProps {
  children: ReactNode;
  /** The field that takes the focus once the form is live. */
  focusOnLive: RefObject<HTMLInputElement | null>;
}

/**
 * The card around the page. The only part that follows hydration: re-rendered when it ends, it
 * passes its `children` on unchanged, so the form inside is not rendered again.
 */
function PageFrame({ children, focusOnLive }: PageFrameProps) {
  // inert until hydrated: typing into the served form before its script runs would be lost (and a
  // browser's own submit would put the password in a URL; method="post" keeps it out even so).
  const hydrated = useHydrated();
  // autoFocus does nothing in an inert form: the field takes the focus once the form is live.
  useEffect(() => {
    if (hydrated && document.activeElement === document.body) focusOnLive.current?.focus();
  }, [hydrated, focusOnLive]);
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
  const auth = useAuthStatus();
  const usernameRef = useRef<HTMLInputElement>(null);
  // Set by the form on sign-in: the session check then says signed in, and the form stays up.
  const [redirecting, setRedirecting] = useState(false);
  const onSignedIn = useCallback(() => setRedirecting(true), []);

  return (
    <PageFrame focusOnLive={usernameRef}>
      {auth.data?.isAuthenticated && !redirecting ? (
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h5" component="h1">{`Welcome, ${auth.data.username ?? 'admin'}!`}</Typography>
          <Typography color="text.secondary">You are already logged in as an admin.</Typography>
          <Button variant="contained" onClick={() => navigate('/admin')}>
            Go to Admin Dashboard
          </Button>
        </Stack>
      ) : (
        <LoginForm usernameRef={usernameRef} onSignedIn={onSignedIn} />
      )}
    </PageFrame>
  );
}
