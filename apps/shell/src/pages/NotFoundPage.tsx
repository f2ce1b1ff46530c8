import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'wouter';

export function NotFoundPage() {
  const [, navigate] = useLocation();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={2}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              404 Page Not Found
            </Typography>
            <Typography variant="h6" component="p">
              Page Not Found
            </Typography>
            <Typography color="text.secondary">The page you are looking for does not exist or has moved.</Typography>
            <Stack direction="row" spacing={1.5}>
              <Button variant="contained" onClick={() => navigate('/student')}>
                Student Portal
              </Button>
              <Button variant="outlined" onClick={() => navigate('/login')}>
                Admin Login
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
