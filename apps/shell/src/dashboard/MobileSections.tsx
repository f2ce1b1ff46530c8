import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ParcelProps, TabId } from '@tradeboard/ui';
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
        // A named group, not a region landmark: a module's own top-level region often carries the
        // same name ('Trading Library'), and two landmarks with one name confuse a screen reader.
        <Box
          role="group"
          key={spec.tab}
          id={sectionId(spec.tab)}
          aria-labelledby={`${sectionId(spec.tab)}-title`}
          sx={{ mb: 4 }}
        >
          {/* Names the group but is not a heading: the module inside brings its own h2 titles. */}
          <Typography id={`${sectionId(spec.tab)}-title`} variant="h6" component="p" sx={{ fontWeight: 700, mb: 1 }}>
            {spec.sectionLabel}
          </Typography>
          {/* The first at once (if it opens the page), the others when they come near the screen: a phone fetches what it shows. */}
          <NearViewport
            force={(firstAtOnce && index === 0) || requested?.has(spec.tab)}
            onWaiting={() => onSectionSettled?.(index)}
          >
            <RemoteSlot
              viewRef={spec}
              label={spec.sectionLabel}
              role={role}
              queryClient={queryClient}
              navigate={navigate}
              onSettled={() => onSectionSettled?.(index)}
            />
          </NearViewport>
        </Box>
      ))}
    </Box>
  );
}
