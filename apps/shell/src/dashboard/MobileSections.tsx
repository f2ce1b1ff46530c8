import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ParcelProps, TabId } from '@tradeboard/ui';
import { memo, useCallback } from 'react';
import { RemoteSlot } from '../remotes/RemoteSlot.js';
import type { TabSpec } from '../remotes/viewMap.js';
import { NearViewport } from './NearViewport.js';
import { sectionId } from './scrollToSection.js';

export interface MobileSectionsProps extends ParcelProps {
  specs: readonly TabSpec[];
  /** How many sections are rendered so far (the page shows them one after another). */
  shown?: number;
  onSectionSettled?: (index: number) => void;
  /** Sections chosen in the navigator: they load at once, wherever they are. */
  requested?: ReadonlySet<TabId>;
  /**
   * Whether the first section loads at once, without waiting to be seen near the screen: true when it
   * opens the page (the student portal), false when the admin's widgets above push it off screen.
   */
  firstAtOnce?: boolean;
}

/** Below the lg breakpoint: every view stacked, each loading as it nears the screen (the page puts the quick-jump selector above them). */
export function MobileSections({
  specs,
  shown = specs.length,
  onSectionSettled,
  requested,
  firstAtOnce = true,
  role,
  queryClient,
  navigate,
}: MobileSectionsProps) {
  return (
    <Box>
      {specs.slice(0, shown).map((spec, index) => (
        <MobileSection
          key={spec.tab}
          spec={spec}
          index={index}
          // The first at once (if it opens the page), the others when they come near the screen: a phone fetches what it shows.
          force={(firstAtOnce && index === 0) || (requested?.has(spec.tab) ?? false)}
          onSettled={onSectionSettled}
          role={role}
          queryClient={queryClient}
          navigate={navigate}
        />
      ))}
    </Box>
  );
}

interface MobileSectionProps extends ParcelProps {
  spec: TabSpec;
  index: number;
  force: boolean;
  onSettled: ((index: number) => void) | undefined;
}

/**
 * One stacked section. Memoised: the page renders again as each section settles, and a section
 * whose props did not change has nothing new to show (a long task on a phone, issue 25).
 */
const MobileSection = memo(function MobileSection({
  spec,
  index,
  force,
  onSettled,
  role,
  queryClient,
  navigate,
}: MobileSectionProps) {
  const settle = useCallback(() => onSettled?.(index), [onSettled, index]);
  return (
    // A named group, not a region landmark: a module's own top-level region often carries the
    // same name ('Trading Library'), and two landmarks with one name confuse a screen reader.
    <Box role="group" id={sectionId(spec.tab)} aria-labelledby={`${sectionId(spec.tab)}-title`} sx={{ mb: 4 }}>
      {/* Names the group but is not a heading: the module inside brings its own h2 titles. */}
      <Typography id={`${sectionId(spec.tab)}-title`} variant="h6" component="p" sx={{ fontWeight: 700, mb: 1 }}>
        {spec.sectionLabel}
      </Typography>
      <NearViewport force={force} onWaiting={settle}>
        <RemoteSlot
          viewRef={spec}
          label={spec.sectionLabel}
          role={role}
          queryClient={queryClient}
          navigate={navigate}
          onSettled={settle}
        />
      </NearViewport>
    </Box>
  );
});
