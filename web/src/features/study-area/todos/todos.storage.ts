import { STORAGE_KEYS } from '@/lib/storage-keys';
import { DEFAULT_TODOS, type TodoItem } from './todos.reducer';

// docs/product.md. Written directly (not through lib's setStored) because a refused write must reach
// the user as 'Failed to save tasks'.
export const STUDENT_TODOS_KEY = STORAGE_KEYS.studentTodos;

function isTodo(value: unknown): value is TodoItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (typeof v.id === 'string' || typeof v.id === 'number') && typeof v.text === 'string' && typeof v.completed === 'boolean';
}

/** Saved tasks, or the five samples when nothing (or something unreadable) is stored. */
export function loadTodos(storage: Storage = localStorage): TodoItem[] {
  try {
    const raw = storage.getItem(STUDENT_TODOS_KEY);
    if (raw === null) return DEFAULT_TODOS.map((t) => ({ ...t }));
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isTodo)) return DEFAULT_TODOS.map((t) => ({ ...t }));
    // Older saves used numeric ids; the list works with strings.
    return parsed.map((t) => ({ id: String(t.id), text: t.text, completed: t.completed }));
  } catch {
    return DEFAULT_TODOS.map((t) => ({ ...t }));
  }
}

/** Throws when the browser refuses to store (quota, privacy mode); the caller shows the toast. */
export function saveTodos(todos: readonly TodoItem[], storage: Storage = localStorage): void {
  storage.setItem(STUDENT_TODOS_KEY, JSON.stringify(todos));
}
