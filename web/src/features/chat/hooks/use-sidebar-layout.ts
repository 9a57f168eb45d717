import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { useMobileMenu } from '@/lib/use-mobile-menu';
import { getStored, setStored } from '@/lib/storage-keys';

// docs/product.md Sidebar collapse and widths / breakpoint / delay.
export const SIDEBAR_WIDTH_EXPANDED = 324;
export const SIDEBAR_WIDTH_COLLAPSED = 153;
export const SIDEBAR_WIDTH_MOBILE = 280;
export const SIDEBAR_ANIMATION_MS = 250;
export const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Width and state of the chat sidebar: on desktop as the student last left it (collapsed the
 * first time), hidden on mobile.
 */
export function useSidebarLayout() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [collapsed, setCollapsed] = useState(() => getStored('chatSidebarCollapsed') ?? true);
  useEffect(() => setStored('chatSidebarCollapsed', collapsed), [collapsed]);
  // Escape closes the slide-in sidebar on small screens, as the overlay click does.
  const [mobileOpen, setMobileOpen] = useMobileMenu();
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
  }, [isDesktop, setMobileOpen]);

  const width = isDesktop
    ? collapsed
      ? SIDEBAR_WIDTH_COLLAPSED
      : SIDEBAR_WIDTH_EXPANDED
    : mobileOpen
      ? SIDEBAR_WIDTH_MOBILE
      : 0;

  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  const openMobile = useCallback(() => setMobileOpen(true), [setMobileOpen]);
  const closeMobile = useCallback(() => setMobileOpen(false), [setMobileOpen]);

  return { isDesktop, collapsed: isDesktop && collapsed, mobileOpen, width, showLabels, toggleCollapsed, openMobile, closeMobile };
}
