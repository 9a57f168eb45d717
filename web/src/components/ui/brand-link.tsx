import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The EduBot name with its mark, leading to the landing page (navigation bars and sidebars). */
/** `large`: the bigger name of the sign-in screens; `className` places it (margins, visibility). */
export function BrandLink({ large = false, className }: { large?: boolean; className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'flex items-center gap-2 font-bold text-slate-900',
        large ? 'text-xl' : 'text-lg',
        className,
      )}
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-indigo-600 text-white">
        <GraduationCap className="h-5 w-5" aria-hidden="true" />
      </span>
      EduBot
    </Link>
  );
}
