import { useCallback, useEffect, useReducer, useRef } from 'react';
import toast from 'react-hot-toast';
import { todosReducer, type TodoItem } from './todos.reducer';
import { loadTodos, saveTodos } from './todos.storage';
import { t } from '@/lib/i18n';
import { showUndoToast } from './undo-toast';
import { recordTaskDone } from '../stats/activity';

let idCounter = 0;
function newId(): string {
  idCounter += 1;
  return `${Date.now().toString(36)}-${idCounter}`;
}

/** To-do list state saved on every change, with the Study Area toasts of docs/product.md. */
export function useTodos() {
  const [todos, dispatch] = useReducer(todosReducer, undefined, loadTodos);
  const firstRender = useRef(true);
  // The list as it is now, for Clear all's undo.
  const current = useRef(todos);
  current.current = todos;

  useEffect(() => {
    // The initial list came from storage (or the samples); writing it back is still wanted so
    // a first visit keeps the samples, but a failure then is not worth a toast.
    try {
      saveTodos(todos);
    } catch {
      if (!firstRender.current) toast.error(t('study:todos.saveFailed'));
    }
    firstRender.current = false;
  }, [todos]);

  const add = useCallback((text: string): boolean => {
    if (!text.trim()) return false;
    dispatch({ type: 'add', id: newId(), text });
    toast.success(t('study:todos.added'));
    return true;
  }, []);

  const toggle = useCallback((todo: TodoItem) => {
    dispatch({ type: 'toggle', id: todo.id });
    if (todo.completed) toast.success(t('study:todos.incomplete'));
    else {
      recordTaskDone(); // the stats count finished to-dos (issue 10)
      toast.success(t('study:todos.completed'));
    }
  }, []);

  const remove = useCallback((id: string) => {
    dispatch({ type: 'delete', id });
    toast.success(t('study:todos.deleted'));
  }, []);

  /** Clears the list; the toast offers Undo, which puts back exactly what was there. */
  const clearAll = useCallback(() => {
    const before = current.current;
    dispatch({ type: 'clearAll' });
    showUndoToast(t('study:todos.cleared'), t('study:todos.undo'), () => {
      dispatch({ type: 'restore', todos: before });
      toast.success(t('study:todos.restored'));
    });
  }, []);

  const reset = useCallback(() => {
    dispatch({ type: 'reset' });
    toast.success(t('study:todos.resetDone'));
  }, []);

  return { todos, add, toggle, remove, clearAll, reset };
}
