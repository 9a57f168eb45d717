import { Bot, LayoutDashboard, Settings, UserRound, type LucideIcon } from 'lucide-react';
import { AppSidebar, SidebarButton } from '@/components/ui/app-sidebar';
import { useTranslation } from '@/lib/i18n';

export type TeacherView = 'dashboard' | 'create' | 'profile';

const ITEMS: { view: TeacherView; icon: LucideIcon }[] = [
  { view: 'dashboard', icon: LayoutDashboard },
  { view: 'create', icon: Bot },
  { view: 'profile', icon: UserRound },
];

export function TeacherSidebar({
  view,
  onSelect,
  onSettings,
  onLogout,
  onClose,
  mobileOpen,
}: {
  view: TeacherView;
  onSelect: (v: TeacherView) => void;
  onSettings: () => void;
  onLogout: () => void;
  onClose: () => void;
  mobileOpen: boolean;
}) {
  const { t } = useTranslation('teacher');
  return (
    <AppSidebar
      id="teacher-sidebar"
      label={t('nav.label')}
      open={mobileOpen}
      onClose={onClose}
      onLogout={onLogout}
      logoutLabel={t('nav.logout')}
    >
      {ITEMS.map(({ view: v, icon }) => (
        <SidebarButton key={v} active={view === v} onClick={() => onSelect(v)} icon={icon}>
          {t(`nav.${v}`)}
        </SidebarButton>
      ))}
      <SidebarButton onClick={onSettings} icon={Settings}>
        {t('nav.settings')}
      </SidebarButton>
    </AppSidebar>
  );
}
