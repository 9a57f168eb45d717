import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so each route becomes its own chunk. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => {
    const mod = await load();
    return { default: mod[name] as ComponentType };
  });
}
