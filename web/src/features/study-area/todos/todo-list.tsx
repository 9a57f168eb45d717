import { CheckCircle2, Circle, ListTodo, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button, Card, CardHeader } from '@/components/ui';
import { cn } from '@/lib/cn';
import type { TodoItem } from './todos.reducer';
import { useTranslation } from '@/lib/i18n';

interface TodoListProps {
  todos: readonly TodoItem[];
  onAdd: (text: string) => boolean;
  onToggle: (todo: TodoItem) => void;
  onDelete: (id: string) => void;
  onClearAll: () => void;
  onReset: () => void;
}

export function TodoList({ todos, onAdd, onToggle, onDelete, onClearAll, onReset }: TodoListProps) {
  const { t } = useTranslation('study');
  const [text, setText] = useState('');
  const inputId = useId();
  const done = todos.filter((t) => t.completed).length;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (onAdd(text)) setText('');
  }

  return (
    <Card className="flex flex-col">
      <CardHeader
        title={t('todos.title')}
        description={t('todos.progress', { done, total: todos.length, count: todos.length })}
        icon={<ListTodo className="h-5 w-5 text-indigo-600" aria-hidden="true" />}
        action={
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={onReset} aria-label={t('todos.resetLabel')}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {t('todos.reset')}
            </Button>
            <Button variant="ghost" size="sm" onClick={onClearAll} disabled={todos.length === 0} aria-label={t('todos.clearAllLabel')}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('todos.clearAll')}
            </Button>
          </div>
        }
      />
      <form onSubmit={submit} className="flex gap-2 px-5 pt-4">
        <label htmlFor={inputId} className="sr-only">
          {t('todos.newTask')}
        </label>
        <input
          id={inputId}
          dir="auto"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('todos.placeholder')}
          className="block w-full min-w-0 rounded-lg border border-slate-300 px-3.5 py-2 text-sm shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
        />
        <Button type="submit" aria-label={t('todos.addLabel')} className="shrink-0">
          <Plus className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('todos.add')}</span>
        </Button>
      </form>
      {todos.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500">{t('todos.empty')}</p>
      ) : (
        <ul className="max-h-80 space-y-1 overflow-y-auto px-3 py-3" aria-label={t('todos.list')}>
          {todos.map((todo) => (
            <li key={todo.id} className="group flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-50">
              <button
                type="button"
                onClick={() => onToggle(todo)}
                role="checkbox"
                aria-checked={todo.completed}
                aria-label={todo.text}
                className="shrink-0 rounded-full text-slate-500 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {todo.completed ? (
                  <CheckCircle2 className="h-5 w-5 text-emerald-700" aria-hidden="true" />
                ) : (
                  <Circle className="h-5 w-5" aria-hidden="true" />
                )}
              </button>
              {/* only the text is isolated: an Arabic task reads right-to-left yet stays beside its checkbox */}
              <span
                className={cn('min-w-0 flex-1 break-words text-start text-sm', todo.completed ? 'text-slate-500 line-through' : 'text-slate-800')}
              >
                <bdi>{todo.text}</bdi>
              </span>
              <button
                type="button"
                onClick={() => onDelete(todo.id)}
                aria-label={t('todos.delete', { text: todo.text })}
                className="shrink-0 rounded-md p-1 text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-600 sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
