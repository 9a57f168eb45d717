import { describe, expect, it } from 'vitest';
import { countDone, DEFAULT_TODOS, todosReducer } from './todos.reducer';
import { loadTodos, saveTodos, STUDENT_TODOS_KEY } from './todos.storage';

describe('todos reducer', () => {
  it('starts empty: no sample to-dos (issue 10)', () => {
    expect(DEFAULT_TODOS).toEqual([]);
    expect(countDone(DEFAULT_TODOS)).toBe(0);
  });

  it('adds trimmed text and ignores blank text', () => {
    const added = todosReducer([], { type: 'add', id: 'a', text: '  Revise algebra  ' });
    expect(added).toEqual([{ id: 'a', text: 'Revise algebra', completed: false }]);
    expect(todosReducer(added, { type: 'add', id: 'b', text: '   ' })).toBe(added);
  });

  it('toggles, deletes, clears and resets', () => {
    let list = todosReducer([], { type: 'add', id: 'a', text: 'One' });
    list = todosReducer(list, { type: 'add', id: 'b', text: 'Two' });
    list = todosReducer(list, { type: 'toggle', id: 'a' });
    expect(list.map((t) => t.completed)).toEqual([true, false]);
    list = todosReducer(list, { type: 'toggle', id: 'a' });
    expect(list[0]?.completed).toBe(false);
    list = todosReducer(list, { type: 'delete', id: 'a' });
    expect(list.map((t) => t.text)).toEqual(['Two']);
    expect(todosReducer(list, { type: 'clearAll' })).toEqual([]);
    expect(todosReducer([], { type: 'reset' })).toEqual(DEFAULT_TODOS);
  });
});

describe('todos storage (studentTodos)', () => {
  it('gives the samples on a first visit and after a corrupt save', () => {
    expect(loadTodos()).toEqual(DEFAULT_TODOS);
    localStorage.setItem(STUDENT_TODOS_KEY, '{not json');
    expect(loadTodos()).toEqual(DEFAULT_TODOS);
    localStorage.setItem(STUDENT_TODOS_KEY, JSON.stringify([{ nope: 1 }]));
    expect(loadTodos()).toEqual(DEFAULT_TODOS);
  });

  it('round-trips a saved list, including an emptied one', () => {
    const list = [{ id: 'x', text: 'Essay', completed: true }];
    saveTodos(list);
    expect(JSON.parse(localStorage.getItem(STUDENT_TODOS_KEY)!)).toEqual(list);
    expect(loadTodos()).toEqual(list);
    saveTodos([]);
    expect(loadTodos()).toEqual([]);
  });

  it('reads older saves with numeric ids', () => {
    localStorage.setItem(STUDENT_TODOS_KEY, JSON.stringify([{ id: 17, text: 'Old', completed: false }]));
    expect(loadTodos()).toEqual([{ id: '17', text: 'Old', completed: false }]);
  });
});
