import { BookOpen, ChevronUp, LogOut, Mail, MessageSquare, User } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/ui';
import { cn } from '@/lib/cn';
import { t, useTranslation } from '@/lib/i18n';

/** docs/product.md: 'Inactive' if is_active is false, else Student, Teacher or User. */
export function roleLabel(user: { role?: string | null; is_active?: boolean | null } | null | undefined): string {
  if (user?.is_active === false) return t('chat:role.inactive');
  const role = (user?.role ?? '').toLowerCase();
  if (role === 'student') return t('chat:role.student');
  if (role === 'teacher') return t('chat:role.teacher');
  return t('chat:role.user');
}

export interface UserCardProps {
  name: string;
  email: string;
  label: string;
  compact: boolean;
  onProfile: () => void;
  onChatbot: () => void;
  onStudyArea: () => void;
  onLogout: () => void;
}

/** User card at the bottom of the chat sidebar with its small menu (docs/product.md). */
export function UserCardMenu({ name, email, label, compact, onProfile, onChatbot, onStudyArea, onLogout }: UserCardProps) {
  const { t: tr } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  function onMenuKey(e: React.KeyboardEvent) {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = e.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
    items[next]?.focus();
  }

  const run = (fn: () => void) => () => {
    setOpen(false);
    fn();
  };
  const item =
    'flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

  return (
    <div ref={rootRef} className="relative">
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={tr('menu.account')}
          onKeyDown={onMenuKey}
          className={cn(
            'absolute bottom-full z-50 mb-2 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg',
            compact ? 'start-0 w-56' : 'inset-x-0',
          )}
        >
          <p className="flex items-center gap-2 truncate px-3 py-2 text-xs text-slate-500" title={email}>
            <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{email || '—'}</span>
          </p>
          <div className="my-1 h-px bg-slate-100" />
          <button type="button" role="menuitem" className={item} onClick={run(onProfile)}>
            <User className="h-4 w-4" aria-hidden="true" /> {tr('menu.profile')}
          </button>
          <button type="button" role="menuitem" className={item} onClick={run(onChatbot)}>
            <MessageSquare className="h-4 w-4" aria-hidden="true" /> {tr('menu.chatbot')}
          </button>
          <button type="button" role="menuitem" className={item} onClick={run(onStudyArea)}>
            <BookOpen className="h-4 w-4" aria-hidden="true" /> {tr('menu.studyArea')}
          </button>
          <div className="my-1 h-px bg-slate-100" />
          <button type="button" role="menuitem" className={cn(item, 'text-red-600 hover:bg-red-50 focus:bg-red-50')} onClick={run(onLogout)}>
            <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" /> {tr('menu.logout')}
          </button>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'flex w-full items-center gap-3 rounded-xl p-2 text-start hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600',
          compact && 'justify-center',
        )}
      >
        {/* The initials are a picture of the name; a compact button is named by hidden text. */}
        <span aria-hidden="true" className="contents">
          <Avatar name={name} size="sm" />
        </span>
        {compact && <span className="sr-only">{tr('menu.accountFor', { name })}</span>}
        {!compact && (
          <>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-900">
                <bdi>{name}</bdi>
              </span>
              <span className="block text-xs text-slate-500">{label}</span>
            </span>
            <ChevronUp className="h-4 w-4 text-slate-500" aria-hidden="true" />
          </>
        )}
      </button>
    </div>
  );
}
