import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard, type ParcelProps } from '@tradeboard/ui';

/** The `__VIEW__` view: a stub from `npm run new-remote` that shows the spec's empty state until the module is written. */
export function __COMPONENT__(_props: Partial<ParcelProps>) {
  return (
    <SectionCard title={__TITLE_STRING__}>
      <Stack spacing={0.5} sx={{ py: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{__EMPTY_STRING__}</Typography>
      </Stack>
    </SectionCard>
  );
}
