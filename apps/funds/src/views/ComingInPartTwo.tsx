import { Card, Typography } from '@mui/material';

/**
 * A view of this remote that part 2 of the funds module builds (daily activity, portfolio overview,
 * position calculator). It says so plainly instead of showing invented figures.
 */
export function ComingInPartTwo({ title }: { title: string }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Not available yet.
      </Typography>
    </Card>
  );
}
