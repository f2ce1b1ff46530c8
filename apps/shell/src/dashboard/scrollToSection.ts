export const SECTION_GAP_PX = 16;

export const sectionId = (tab: string) => `section-${tab}`;

/** Smooth scroll to a stacked section, leaving room for the sticky header plus 16 px. */
export function scrollToSection(tab: string, headerHeight: number): boolean {
  const section = document.getElementById(sectionId(tab));
  if (!section) return false;
  const top = section.getBoundingClientRect().top + window.scrollY - headerHeight - SECTION_GAP_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  return true;
}
