import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useIsLargeScreen, useIsPhone, type Role, type TabId } from '@tradeboard/ui';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ByWidth, InertUntilHydrated, useHydrated } from '../frame/hydration.js';
import { RemoteSlot } from '../remotes/RemoteSlot.js';
import { ADMIN_SLOTS, ADMIN_TAB_SPECS, STUDENT_TAB_SPECS, type SlotSpec } from '../remotes/viewMap.js';
import { tabPath } from '../routing/tabs.js';
import { DashboardHeader } from './DashboardHeader.js';
import { DesktopTabs } from './DesktopTabs.js';
import { DisclaimerBanner } from './DisclaimerBanner.js';
import { MobileSections } from './MobileSections.js';
import { QuickJump } from './QuickJump.js';
import { scrollToSection, sectionId } from './scrollToSection.js';
import { useDashboardNavigate } from './useDashboardNavigate.js';
import { useSequentialReveal } from './useSequentialReveal.js';

const NO_SLOTS: readonly SlotSpec[] = [];

export interface DashboardPageProps {
  role: Role;
  tab: TabId;
  username?: string | null;
  onLogout?: () => void;
}

/**
 * A widget's section above the tabs, which the phone navigator jumps to: on a large screen, once
 * hydrated, it is no anchor (the prerendered frame holds the phone layout too). Only this box follows
 * hydration: its `children` (the slot) pass through unchanged.
 */
function SlotSection({ slotId, isLarge, children }: { slotId: string; isLarge: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return <Box id={hydrated && isLarge ? undefined : sectionId(slotId)}>{children}</Box>;
}

/**
 * The page frame shared by the admin dashboard and the student portal. Memoised, and nothing in it
 * reads whether hydration has ended (the parts that follow it are small components of their own):
 * rendering the whole frame again right after hydrating it was a long task on a phone (issue 25).
 */
export const DashboardPage = memo(function DashboardPage({ role, tab, username, onLogout }: DashboardPageProps) {
  const isLarge = useIsLargeScreen();
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const [location, setLocation] = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const specs = role === 'admin' ? ADMIN_TAB_SPECS : STUDENT_TAB_SPECS;

  // The admin's slots above the tabs, then the tabs (large screens) or each section (phones),
  // rendered one after another so nothing loading pushes what is already shown.
  const adminSlots = role === 'admin' ? ADMIN_SLOTS : NO_SLOTS;
  const reveal = useSequentialReveal(adminSlots.length + (isLarge ? 1 : specs.length));
  const { revealThrough, settle } = reveal;
  // Stable, so the memoised sections do not render again when the page does.
  const settleSection = useCallback((index: number) => settle(adminSlots.length + index), [settle, adminSlots.length]);
  // Phones: sections chosen in the navigator load at once (the others as they near the screen).
  const [requested, setRequested] = useState<ReadonlySet<TabId>>(() => new Set());

  // The phone navigator's entries: the widgets above the tabs, then the sections.
  const jumpTargets = useMemo(
    () => [
      ...adminSlots.map((slot) => ({ id: slot.id, sectionLabel: slot.sectionLabel })),
      ...specs.map((spec) => ({ id: spec.tab, sectionLabel: spec.sectionLabel })),
    ],
    [adminSlots, specs],
  );
  const jumpTo = useCallback(
    (target: string) => {
      revealThrough(
        Math.max(
          0,
          jumpTargets.findIndex((entry) => entry.id === target),
        ),
      );
      // A module section chosen here loads at once, wherever it is.
      const tab = specs.find((spec) => spec.tab === target)?.tab;
      if (tab) setRequested((current) => (current.has(tab) ? current : new Set(current).add(tab)));
      // After the frame that renders a section revealed just now.
      requestAnimationFrame(() => scrollToSection(target, headerRef.current?.offsetHeight ?? 0));
    },
    [jumpTargets, revealThrough, specs],
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
  const headerProps = { role, username, navigate, ...(onLogout ? { onLogout } : {}) };
  return (
    // Until hydrated the page is the prerendered frame (both layouts, shown by media queries), inert.
    <InertUntilHydrated sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ByWidth
        breakpoint="sm"
        isWide={!isPhone}
        narrow={<DashboardHeader compact {...headerProps} headerRef={isPhone ? headerRef : undefined} />}
        wide={<DashboardHeader compact={false} {...headerProps} headerRef={isPhone ? undefined : headerRef} />}
      />
      <Container component="main" maxWidth="xl" sx={{ py: 2 }}>
        <DisclaimerBanner />
        {/* Phones: the navigator at the top of the content, above the admin's widgets too. */}
        <ByWidth
          breakpoint="lg"
          isWide={isLarge}
          narrow={<QuickJump sections={jumpTargets} onJump={jumpTo} />}
          wide={null}
        />
        {adminSlots.length > 0 && (
          <Stack spacing={2} sx={{ mb: 2 }}>
            {adminSlots.slice(0, reveal.shown).map((slot, index) => (
              <SlotSection key={slot.id} slotId={slot.id} isLarge={isLarge}>
                <RemoteSlot viewRef={slot} label={slot.label} onSettled={() => reveal.settle(index)} {...parcelProps} />
              </SlotSection>
            ))}
          </Stack>
        )}
        {reveal.shown > adminSlots.length && (
          <ByWidth
            breakpoint="lg"
            isWide={isLarge}
            narrow={
              <MobileSections
                specs={specs}
                shown={reveal.shown - adminSlots.length}
                onSectionSettled={settleSection}
                requested={requested}
                // The admin's widgets fill a phone's first screen: the heat map below them loads
                // when scrolled near, like every other section (Lighthouse's TBT on /admin, issue 25).
                firstAtOnce={adminSlots.length === 0}
                {...parcelProps}
              />
            }
            wide={
              <DesktopTabs
                specs={specs}
                active={tab}
                onSelect={(next) => setLocation(tabPath(role, next))}
                {...parcelProps}
              />
            }
          />
        )}
      </Container>
    </InertUntilHydrated>
  );
});
