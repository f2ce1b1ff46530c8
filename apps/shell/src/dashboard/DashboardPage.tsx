import { Box, Container, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useIsLargeScreen, type Role, type TabId } from '@tradeboard/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { RemoteSlot } from '../remotes/RemoteSlot.js';
import { ADMIN_SLOTS, ADMIN_TAB_SPECS, STUDENT_TAB_SPECS } from '../remotes/viewMap.js';
import { tabPath } from '../routing/tabs.js';
import { DashboardHeader } from './DashboardHeader.js';
import { DesktopTabs } from './DesktopTabs.js';
import { DisclaimerBanner } from './DisclaimerBanner.js';
import { MobileSections } from './MobileSections.js';
import { scrollToSection } from './scrollToSection.js';
import { useDashboardNavigate } from './useDashboardNavigate.js';
import { useSequentialReveal } from './useSequentialReveal.js';

export interface DashboardPageProps {
  role: Role;
  tab: TabId;
  username?: string | null;
  onLogout?: () => void;
}

/** The page frame shared by the admin dashboard and the student portal. */
export function DashboardPage({ role, tab, username, onLogout }: DashboardPageProps) {
  const isLarge = useIsLargeScreen();
  const queryClient = useQueryClient();
  const [location, setLocation] = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const specs = role === 'admin' ? ADMIN_TAB_SPECS : STUDENT_TAB_SPECS;

  // The admin's slots above the tabs, then the tabs (large screens) or each section (phones),
  // rendered one after another so nothing loading pushes what is already shown.
  const adminSlots = role === 'admin' ? ADMIN_SLOTS : [];
  const reveal = useSequentialReveal(adminSlots.length + (isLarge ? 1 : specs.length));
  const { revealThrough } = reveal;
  // Phones: sections chosen in the navigator load at once (the others as they near the screen).
  const [requested, setRequested] = useState<ReadonlySet<TabId>>(() => new Set());

  const jumpTo = useCallback(
    (target: TabId) => {
      const index = specs.findIndex((spec) => spec.tab === target);
      revealThrough(adminSlots.length + Math.max(0, index));
      setRequested((current) => (current.has(target) ? current : new Set(current).add(target)));
      // After the frame that renders a section revealed just now.
      requestAnimationFrame(() => scrollToSection(target, headerRef.current?.offsetHeight ?? 0));
    },
    [specs, adminSlots.length, revealThrough],
  );
  // On phones a tab switch (bell, a module) scrolls to that section once it is rendered. A switch
  // that focuses a stock (search, bell) does not: the module scrolls to the stock itself.
  const navigate = useDashboardNavigate(role, (target) => {
    if (!isLarge) requestAnimationFrame(() => jumpTo(target));
  });

  // A deep link such as /admin/flow opened on a phone starts at that section.
  const initialLocation = useRef(location);
  useEffect(() => {
    const named = initialLocation.current.split('/').filter(Boolean).length > 1;
    if (!isLarge && named) setTimeout(() => jumpTo(tab), 300);
    // Only on the first render: later switches scroll through navigate().
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once on mount by design (see above)
  }, []);

  const parcelProps = { role, queryClient, navigate };
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <DashboardHeader role={role} username={username} navigate={navigate} onLogout={onLogout} headerRef={headerRef} />
      <Container component="main" maxWidth="xl" sx={{ py: 2 }}>
        <DisclaimerBanner />
        {adminSlots.length > 0 && (
          <Stack spacing={2} sx={{ mb: 2 }}>
            {adminSlots.slice(0, reveal.shown).map((slot, index) => (
              <RemoteSlot
                key={slot.id}
                viewRef={slot}
                label={slot.label}
                onSettled={() => reveal.settle(index)}
                {...parcelProps}
              />
            ))}
          </Stack>
        )}
        {reveal.shown > adminSlots.length &&
          (isLarge ? (
            <DesktopTabs
              specs={specs}
              active={tab}
              onSelect={(next) => setLocation(tabPath(role, next))}
              {...parcelProps}
            />
          ) : (
            <MobileSections
              specs={specs}
              onJump={jumpTo}
              shown={reveal.shown - adminSlots.length}
              onSectionSettled={(index) => reveal.settle(adminSlots.length + index)}
              requested={requested}
              {...parcelProps}
            />
          ))}
      </Container>
    </Box>
  );
}
