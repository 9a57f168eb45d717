import { useCallback, useEffect, useReducer, useRef } from 'react';
import toast from 'react-hot-toast';
import { todosReducer, type TodoItem } from './todos.reducer';
import { loadTodos, saveTodos } from './todos.storage';

let idCounter = 0;
function newId(): string {
  idCounter += 1;
  return `${Date.now().toString(36)}-${idCounter}`;
}

/** To-do list state saved on every change, with the Study Area toasts of spec §8. */
export function useTodos() {
  const [todos, dispatch] = useReducer(todosReducer, undefined, loadTodos);
  const firstRender = useRef(true);

  useEffect(() => {
    // The initial list came from storage (or the samples); writing it back is still wanted so
    // a first visit keeps the samples, but a failure then is not worth a toast.
    try {
      saveTodos(todos);
    } catch {
      if (!firstRender.current) toast.error('Failed to save tasks');
    }
    firstRender.current = false;
  }, [todos]);

  const add = useCallback((text: string): boolean => {
    if (!text.trim()) return false;
    dispatch({ type: 'add', id: newId(), text });
    toast.success('Task added successfully!');
    return true;
  }, []);

  const toggle = useCallback((todo: TodoItem) => {
    dispatch({ type: 'toggle', id: todo.id });
    if (todo.completed) toast.success('Task marked as incomplete');
    else toast.success('Task completed!');
  }, []);

  const remove = useCallback((id: string) => {
    dispatch({ type: 'delete', id });
    toast.success('Task deleted successfully!');
  }, []);

  const clearAll = useCallback(() => {
    dispatch({ type: 'clearAll' });
    toast.success('All tasks cleared!');
  }, []);

  const reset = useCallback(() => {
    dispatch({ type: 'reset' });
    toast.success('Tasks reset to default!');
  }, []);

  return { todos, add, toggle, remove, clearAll, reset };
}
