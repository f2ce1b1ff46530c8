import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';

/** A flow screenshot; a broken image is hidden instead of showing a broken icon (SPEC section 8). */
export function FlowImage({ src, alt, sx }: { src: string; alt: string; sx?: SxProps<Theme> }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      sx={[
        { display: 'block', maxWidth: '100%', borderRadius: 1, border: 1, borderColor: 'divider' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
