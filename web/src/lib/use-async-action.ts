import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A minimal mutation hook for the public pages (register, login), which load without
 * TanStack Query to stay small. Same shape as the parts of useMutation they need.
 */
export function useAsyncAction<TInput, TResult>(action: (input: TInput) => Promise<TResult>) {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutateAsync = useCallback(
    async (input: TInput) => {
      setPending(true);
      try {
        return await action(input);
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [action],
  );
  return { mutateAsync, isPending };
}
