import { useEffect, useState } from 'react';

/** Open state of a small-screen slide-in menu; Escape closes it while it is open. */
export function useMobileMenu() {
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return [menuOpen, setMenuOpen] as const;
}
