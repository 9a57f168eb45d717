import type { ReactNode } from 'react';
import { Footer } from './footer';

/**
 * Layout of a signed-in area: the sidebar, a dimmed backdrop while the small-screen menu is
 * open (a click on it closes the menu), then the top bar (small screens), the page and the footer.
 */
export function AppShell({
  sidebar,
  menuOpen,
  onCloseMenu,
  header,
  children,
}: {
  sidebar: ReactNode;
  menuOpen: boolean;
  onCloseMenu: () => void;
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen bg-slate-50">
      {sidebar}
      {menuOpen && (
        <div
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
          aria-hidden="true"
          onClick={onCloseMenu}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {header}
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}
