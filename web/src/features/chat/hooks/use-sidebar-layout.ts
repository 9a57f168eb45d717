import { useCallback, useEffect, useState } from 'react';

// Spec §4 Sidebar collapse and §9 widths / breakpoint / delay.
export const SIDEBAR_WIDTH_EXPANDED = 324;
export const SIDEBAR_WIDTH_COLLAPSED = 153;
export const SIDEBAR_WIDTH_MOBILE = 280;
export const SIDEBAR_ANIMATION_MS = 250;
export const DESKTOP_QUERY = '(min-width: 1024px)';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mql = window.matchMedia(query);
    const onChange = () => setValue(mql.matches);
    onChange();
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, [query]);
  return value;
}

/** Width and state of the chat sidebar: collapsed by default on desktop, hidden on mobile. */
export function useSidebarLayout() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [collapsed, setCollapsed] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Labels appear once the widening animation has finished, so they never wrap mid-animation.
  const [showLabels, setShowLabels] = useState(false);

  const expanded = isDesktop ? !collapsed : mobileOpen;
  useEffect(() => {
    if (!expanded) {
      setShowLabels(false);
      return;
    }
    const id = window.setTimeout(() => setShowLabels(true), SIDEBAR_ANIMATION_MS);
    return () => window.clearTimeout(id);
  }, [expanded]);

  useEffect(() => {
    if (isDesktop) setMobileOpen(false);
  }, [isDesktop]);

  // Escape closes the slide-in sidebar on small screens, as the overlay click does.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMobileOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const width = isDesktop
    ? collapsed
      ? SIDEBAR_WIDTH_COLLAPSED
      : SIDEBAR_WIDTH_EXPANDED
    : mobileOpen
      ? SIDEBAR_WIDTH_MOBILE
      : 0;

  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  const openMobile = useCallback(() => setMobileOpen(true), []);
  const closeMobile = useCallback(() => setMobileOpen(false), []);

  return { isDesktop, collapsed: isDesktop && collapsed, mobileOpen, width, showLabels, toggleCollapsed, openMobile, closeMobile };
}
