import { cn } from '@/lib/cn';

/**
 * A file name in an LTR row beside its icon. Only the name itself is direction-isolated
 * (`dir="auto"` on an inline element): an Arabic name reads right-to-left but stays at the
 * row's start, next to its icon, instead of jumping to the far right of the whole block.
 */
export function FileName({ name, className }: { name: string; className?: string }) {
  return (
    // Wraps instead of truncating: an ellipsis would cut the start of an RTL name, its most telling part.
    <p dir="ltr" className={cn('text-start [overflow-wrap:anywhere]', className)} title={name}>
      <bdi dir="auto" data-testid="file-name">
        {name}
      </bdi>
    </p>
  );
}
