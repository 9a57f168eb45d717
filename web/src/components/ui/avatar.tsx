import { cn } from '@/lib/cn';
import { initials } from '@/lib/initials';

/** Initials avatar, at most 2 letters (docs/product.md). */
export function Avatar({
  name,
  size = 'md',
  className,
  fallback = 'U',
}: {
  name: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  fallback?: string;
}) {
  const dim =
    size === 'sm' ? 'h-9 w-9 text-sm' : size === 'lg' ? 'h-16 w-16 text-xl' : 'h-12 w-12 text-base';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 font-semibold text-white',
        dim,
        className,
      )}
    >
      {initials(name, fallback)}
    </span>
  );
}
