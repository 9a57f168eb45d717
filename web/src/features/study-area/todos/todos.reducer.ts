// The to-do list of the Study Area (docs/product.md Todo item, Todos, Todo). Pure so it is easy to test.

export interface TodoItem {
  id: string;
  text: string;
  completed: boolean;
}

/** A new student starts with an empty list: no sample to-dos (issue 10). */
export const DEFAULT_TODOS: readonly TodoItem[] = [];

export type TodoAction =
  | { type: 'add'; id: string; text: string }
  | { type: 'toggle'; id: string }
  | { type: 'delete'; id: string }
  | { type: 'clearAll' }
  | { type: 'restore'; todos: readonly TodoItem[] }
  | { type: 'reset' };

export function todosReducer(todos: readonly TodoItem[], action: TodoAction): readonly TodoItem[] {
  switch (action.type) {
    case 'add': {
      const text = action.text.trim();
      if (!text) return todos;
      return [...todos, { id: action.id, text, completed: false }];
    }
    case 'toggle':
      return todos.map((t) => (t.id === action.id ? { ...t, completed: !t.completed } : t));
    case 'delete':
      return todos.filter((t) => t.id !== action.id);
    case 'clearAll':
      return [];
    case 'restore':
      return action.todos.map((t) => ({ ...t }));
    case 'reset':
      return DEFAULT_TODOS.map((t) => ({ ...t }));
  }
}

export function countDone(todos: readonly TodoItem[]): number {
  return todos.filter((t) => t.completed).length;
}
